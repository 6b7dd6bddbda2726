import { LegalForm } from '@foundly/proto';
import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';
import type { SpanishCompanyForm } from './spanish-company.js';

/**
 * How many names a founder may give, in order of preference, for the
 * certificación negativa: the Registro Mercantil Central checks them in that
 * order and certifies the first one no other company holds (Reglamento del
 * Registro Mercantil, Real Decreto 1784/1996, arts. 407 to 414; the request
 * form of the Registro Mercantil Central takes five).
 */
export const MAX_NAME_CHOICES = 5;

/**
 * The indications of each form a name must carry (art. 6 LSC: "Sociedad de
 * Responsabilidad Limitada", "Sociedad Limitada", "S.R.L." or "S.L."; "Sociedad
 * Anónima" or "S.A."), and the unipersonal ones of a company with a single
 * shareholder (art. 13 LSC), as read once upper-cased, without accents, dots
 * or commas.
 */
const ENDINGS: Readonly<Record<SpanishCompanyForm, readonly string[]>> = {
  [LegalForm.SL]: ['SOCIEDAD DE RESPONSABILIDAD LIMITADA', 'SOCIEDAD LIMITADA', 'SRL', 'SL'],
  [LegalForm.SA]: ['SOCIEDAD ANONIMA', 'SA'],
};
const UNIPERSONAL_ENDINGS: Readonly<Record<SpanishCompanyForm, readonly string[]>> = {
  [LegalForm.SL]: ['SOCIEDAD LIMITADA UNIPERSONAL', 'SLU'],
  [LegalForm.SA]: ['SOCIEDAD ANONIMA UNIPERSONAL', 'SAU'],
};

/**
 * A name as compared: upper case, without accents, dots and commas, single
 * spaces, and letters written apart joined (S. L. reads as SL).
 */
function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<=^|\s)(\p{L}) (?=\p{L}(?:\s|$))/gu, '$1');
}

interface ReadName {
  /** The name without its ending, as compared. */
  body: string;
  form: SpanishCompanyForm;
  unipersonal: boolean;
}

/** The form and body a name's ending gives, or undefined when it ends with none. */
function readName(name: string): ReadName | undefined {
  const normalised = normaliseName(name);
  for (const form of [LegalForm.SL, LegalForm.SA] as const) {
    for (const [unipersonal, endings] of [
      [true, UNIPERSONAL_ENDINGS[form]],
      [false, ENDINGS[form]],
    ] as const) {
      const ending = endings.find(
        (candidate) => normalised === candidate || normalised.endsWith(` ${candidate}`),
      );
      if (ending) {
        return { body: normalised.slice(0, -ending.length).trim(), form, unipersonal };
      }
    }
  }
  return undefined;
}

function checkName(
  form: SpanishCompanyForm,
  name: string,
  shareholderCount: number,
  field: string,
): FieldViolation | undefined {
  const read = readName(name);
  if (!read || read.form !== form) {
    const message =
      form === LegalForm.SL ? FIELD_MESSAGES.slNameEnding : FIELD_MESSAGES.saNameEnding;
    return { field, message };
  }
  if (!/[\p{L}\p{N}]/u.test(read.body)) {
    return { field, message: FIELD_MESSAGES.nameWithoutEnding };
  }
  if (read.unipersonal && shareholderCount !== 1) {
    return { field, message: FIELD_MESSAGES.soleShareholderEnding };
  }
  return undefined;
}

/**
 * The names asked for the certificación negativa, checked in order: from one
 * to five, each ending with the indication of the form (S.L. or S.R.L. and
 * their long forms for an SL, S.A. for an SA; the other form's ending is
 * refused), with something before it, "Unipersonal" (S.L.U., S.A.U.) only for
 * a single shareholder, and no name given twice (the same words whatever the
 * case, accents or ending). Whether a name is free is the Registro Mercantil
 * Central's to say.
 */
export function checkNameChoices(
  form: SpanishCompanyForm,
  names: readonly string[],
  shareholderCount: number,
): FieldViolation[] {
  if (names.length === 0 || names.length > MAX_NAME_CHOICES) {
    return [{ field: 'name_choices', message: FIELD_MESSAGES.nameChoices }];
  }
  const seen = new Set<string>();
  const violations: FieldViolation[] = [];
  names.forEach((name, index) => {
    const field = `name_choices.${index}`;
    const violation = checkName(form, name, shareholderCount, field);
    if (violation) {
      violations.push(violation);
      return;
    }
    const body = readName(name)!.body;
    if (seen.has(body)) violations.push({ field, message: FIELD_MESSAGES.duplicateName });
    seen.add(body);
  });
  return violations;
}
