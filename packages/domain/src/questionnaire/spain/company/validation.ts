import { LegalForm, SpanishBoardForm, SpanishPartyKind, SpanishStatutes } from '@foundly/proto';
import { checkDirectors, type BoardForm } from '../../../company-formation/spain/board.js';
import { checkNameChoices } from '../../../company-formation/spain/company-name.js';
import {
  checkShareCapital,
  MINIMUM_CAPITAL,
  type SpanishShareholder,
} from '../../../company-formation/spain/share-capital.js';
import {
  isWholeCents,
  type SpanishCompanyForm,
} from '../../../company-formation/spain/spanish-company.js';
import type { FieldViolation } from '../../../errors.js';
import { normaliseIdNumber } from '../../../spain/identity-number.js';
import type { IsoDate } from '../../validation/dates.js';
import { FIELD_MESSAGES } from '../../validation/messages.js';
import { isSpanishPostalCode } from '../../validation/postal-codes.js';
import { TEXT_LIMITS } from '../../validation/text-limits.js';
import { ACTIVITY_DESCRIPTION_MIN_LENGTH } from '../validation/limits.js';
import type {
  SpanishCompanyAnswers,
  SpanishCompanyDirectorAnswer,
  SpanishCompanyShareholderAnswer,
  SpanishRegisteredOfficeAnswer,
} from './answers.js';
import { isPostalCodeOfProvince, isProvinceServed, isSpanishProvince } from './provinces.js';

/** At most three CNAE classes: the main activity and two others, as the French questionnaire asks. */
export const MAX_CNAE_CODES = 3;

/** The largest share capital asked for, against typing mistakes: 1,000 million euros. */
export const MAX_SPANISH_CAPITAL = 100_000_000_000;

/** What the company's rules read besides the answers. */
export interface SpanishCompanyRulesContext {
  form: SpanishCompanyForm;
  /**
   * The day the directors' age is counted on when they are saved (the deed is
   * signed after it); without it, as when a step's completeness is read from
   * the answers saved, the age is not checked again.
   */
  today?: IsoDate;
  /**
   * Whether a code is a class of CNAE-2009; the server passes the official
   * list, the browser leaves it out and checks the format only.
   */
  isCnaeClass?: (code: string) => boolean;
}

const SECTION = 'company';

const BOARD_FORMS: Readonly<Record<number, BoardForm>> = {
  [SpanishBoardForm.SOLE_DIRECTOR]: 'sole_director',
  [SpanishBoardForm.JOINT_AND_SEVERAL]: 'joint_and_several',
  [SpanishBoardForm.JOINT]: 'joint',
  [SpanishBoardForm.BOARD]: 'board',
};

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** A text asked for: required, within its limit. */
function checkText(
  field: string,
  value: string | undefined,
  limit: number,
): FieldViolation | undefined {
  const text = trimmed(value);
  if (text === '') return { field, message: FIELD_MESSAGES.required };
  return text.length > limit ? { field, message: FIELD_MESSAGES.tooLong } : undefined;
}

function present<T>(values: readonly (T | undefined)[]): T[] {
  return values.filter((value): value is T => value !== undefined);
}

/** Renames the fields of the company-formation rules to the questionnaire's. */
function renamed(violations: readonly FieldViolation[], from: string, to: string) {
  return violations.map((violation) => ({
    ...violation,
    field: violation.field === from ? to : violation.field.replace(`${from}.`, `${to}.`),
  }));
}

function checkNames(
  choices: readonly string[] | undefined,
  context: SpanishCompanyRulesContext,
  shareholderCount: number | undefined,
): FieldViolation[] {
  const names = (choices ?? []).map((name) => name.trim());
  const tooLong = names.flatMap((name, index) =>
    name.length > TEXT_LIMITS.companyName
      ? [{ field: `${SECTION}.names.choices.${index}`, message: FIELD_MESSAGES.tooLong }]
      : [],
  );
  if (tooLong.length > 0) return tooLong;
  // Before the shareholders are known, a unipersonal ending is taken; the
  // names step is incomplete again if the shareholders then are more than one.
  const violations = checkNameChoices(context.form, names, shareholderCount ?? 1);
  return renamed(violations, 'name_choices', `${SECTION}.names.choices`);
}

function checkOffice(office: SpanishRegisteredOfficeAnswer): FieldViolation[] {
  const field = (name: string) => `${SECTION}.registered_office.${name}`;
  const violations = present([
    checkText(field('street_name'), office.streetName, TEXT_LIMITS.street),
    checkText(field('street_number'), office.streetNumber, TEXT_LIMITS.streetNumber),
    trimmed(office.buildingNumber).length > TEXT_LIMITS.buildingNumber
      ? { field: field('building_number'), message: FIELD_MESSAGES.tooLong }
      : undefined,
    checkText(field('city'), office.city, TEXT_LIMITS.city),
  ]);
  const postalCode = trimmed(office.postalCode);
  const province = trimmed(office.province);
  if (!isSpanishProvince(province)) {
    violations.push({ field: field('province'), message: FIELD_MESSAGES.required });
  } else if (!isProvinceServed(province)) {
    violations.push({ field: field('province'), message: FIELD_MESSAGES.provinceNotServed });
  }
  if (postalCode === '') {
    violations.push({ field: field('postal_code'), message: FIELD_MESSAGES.required });
  } else if (!isSpanishPostalCode(postalCode)) {
    violations.push({ field: field('postal_code'), message: FIELD_MESSAGES.postalCode });
  } else if (isSpanishProvince(province) && !isPostalCodeOfProvince(postalCode, province)) {
    violations.push({ field: field('postal_code'), message: FIELD_MESSAGES.officeProvince });
  }
  return violations;
}

function checkPurpose(
  purpose: NonNullable<SpanishCompanyAnswers['corporatePurpose']>,
  context: SpanishCompanyRulesContext,
): FieldViolation[] {
  const field = (name: string) => `${SECTION}.corporate_purpose.${name}`;
  const violations: FieldViolation[] = [];
  const description = trimmed(purpose.description);
  const descriptionViolation = checkText(
    field('description'),
    description,
    TEXT_LIMITS.socialObject,
  );
  if (descriptionViolation) violations.push(descriptionViolation);
  else if (description.length < ACTIVITY_DESCRIPTION_MIN_LENGTH) {
    violations.push({ field: field('description'), message: FIELD_MESSAGES.activityTooShort });
  }
  const codes = purpose.cnaeCodes ?? [];
  if (codes.length === 0) {
    violations.push({ field: field('cnae_codes'), message: FIELD_MESSAGES.required });
  } else if (codes.length > MAX_CNAE_CODES) {
    violations.push({ field: field('cnae_codes'), message: FIELD_MESSAGES.tooManyActivities });
  }
  const isClass = context.isCnaeClass ?? ((code: string) => /^\d{4}$/.test(code));
  const seen = new Set<string>();
  codes.forEach((code, index) => {
    if (!isClass(code)) {
      violations.push({ field: field(`cnae_codes.${index}`), message: FIELD_MESSAGES.nafCode });
    } else if (seen.has(code)) {
      violations.push({
        field: field(`cnae_codes.${index}`),
        message: FIELD_MESSAGES.duplicateActivity,
      });
    }
    seen.add(code);
  });
  return violations;
}

function checkCapitalAmount(
  amount: NonNullable<SpanishCompanyAnswers['shareCapital']>,
  form: SpanishCompanyForm,
): FieldViolation[] {
  const field = (name: string) => `${SECTION}.share_capital.${name}`;
  const { capital, nominalValue } = amount;
  const violations: FieldViolation[] = [];
  if (capital === undefined) {
    violations.push({ field: field('capital'), message: FIELD_MESSAGES.required });
  } else if (!isWholeCents(capital, 0) || capital > MAX_SPANISH_CAPITAL) {
    violations.push({ field: field('capital'), message: FIELD_MESSAGES.invalid });
  } else if (capital < MINIMUM_CAPITAL[form]) {
    violations.push({
      field: field('capital'),
      message:
        form === LegalForm.SL ? FIELD_MESSAGES.slCapitalMinimum : FIELD_MESSAGES.saCapitalMinimum,
    });
  }
  if (nominalValue === undefined) {
    violations.push({ field: field('nominal_value'), message: FIELD_MESSAGES.required });
  } else if (!isWholeCents(nominalValue, 1)) {
    violations.push({ field: field('nominal_value'), message: FIELD_MESSAGES.nominalValue });
  } else if (violations.length === 0 && capital! % nominalValue !== 0) {
    violations.push({ field: field('nominal_value'), message: FIELD_MESSAGES.capitalDivisible });
  }
  return violations;
}

function checkPartyName(field: string, name: string | undefined): FieldViolation[] {
  const violation = checkText(`${field}.name`, name, TEXT_LIMITS.fullName);
  return violation ? [violation] : [];
}

function checkKind(field: string, kind: SpanishPartyKind | undefined): FieldViolation[] {
  return kind === SpanishPartyKind.PERSON || kind === SpanishPartyKind.COMPANY
    ? []
    : [{ field: `${field}.kind`, message: FIELD_MESSAGES.required }];
}

const partyKind = (kind: SpanishPartyKind | undefined) =>
  kind === SpanishPartyKind.COMPANY ? 'company' : 'person';

function toShareholder(answer: SpanishCompanyShareholderAnswer): SpanishShareholder {
  return {
    kind: partyKind(answer.kind),
    idNumber: normaliseIdNumber(trimmed(answer.idNumber)),
    shares: answer.shares ?? 0,
    monetaryContribution: answer.monetaryContribution ?? 0,
    nonMonetaryContribution: answer.nonMonetaryContribution ?? 0,
  };
}

function checkShareholders(
  shareholders: readonly SpanishCompanyShareholderAnswer[],
  amount: SpanishCompanyAnswers['shareCapital'],
  form: SpanishCompanyForm,
): FieldViolation[] {
  const field = `${SECTION}.shareholders.shareholders`;
  if (!amount || checkCapitalAmount(amount, form).length > 0) {
    return [{ field: `${SECTION}.share_capital`, message: FIELD_MESSAGES.required }];
  }
  const own = shareholders.flatMap((shareholder, index) => [
    ...checkKind(`${field}.${index}`, shareholder.kind),
    ...checkPartyName(`${field}.${index}`, shareholder.name),
  ]);
  const rules = renamed(
    checkShareCapital(form, {
      nominalValue: amount.nominalValue!,
      shareholders: shareholders.map(toShareholder),
    }),
    'share_capital.shareholders',
    field,
  ).map((violation) => {
    if (violation.field.startsWith('share_capital')) return { ...violation, field };
    // What a shareholder pays is told beside the money they pay in.
    return {
      ...violation,
      field: violation.field.replace(/\.contribution$/, '.monetary_contribution'),
    };
  });
  const violations = [...own, ...rules];
  if (violations.length > 0) return violations;
  const shares = shareholders.reduce((total, shareholder) => total + (shareholder.shares ?? 0), 0);
  return shares * amount.nominalValue! === amount.capital
    ? []
    : [{ field, message: FIELD_MESSAGES.sharesAddUp }];
}

function checkAdministration(
  administration: NonNullable<SpanishCompanyAnswers['administration']>,
  context: SpanishCompanyRulesContext,
): FieldViolation[] {
  const field = `${SECTION}.administration`;
  const boardForm = BOARD_FORMS[administration.boardForm ?? SpanishBoardForm.UNSPECIFIED];
  if (!boardForm) return [{ field: `${field}.board_form`, message: FIELD_MESSAGES.required }];
  const directors: SpanishCompanyDirectorAnswer[] = administration.directors ?? [];
  const own = directors.flatMap((director, index) => [
    ...checkKind(`${field}.directors.${index}`, director.kind),
    ...checkPartyName(`${field}.directors.${index}`, director.name),
  ]);
  const rules = checkDirectors(
    context.form,
    boardForm,
    directors.map((director) => ({
      kind: partyKind(director.kind),
      idNumber: normaliseIdNumber(trimmed(director.idNumber)),
      ...(director.kind === SpanishPartyKind.COMPANY
        ? {}
        : { dateOfBirth: trimmed(director.dateOfBirth) }),
    })),
    context.today ?? '',
  ).filter((violation) => context.today || violation.message !== FIELD_MESSAGES.directorAdult);
  return [...own, ...renamed(rules, 'directors', `${field}.directors`)];
}

/**
 * Whether the standard statutes can be chosen: they are an SL's only (Ley
 * 14/2013 art. 15, Real Decreto 421/2015, Orden JUS/1840/2015), with a sole
 * director, directors acting alone, or two acting together; a board or more
 * than two joint directors need statutes of their own.
 */
export function canUseStandardStatutes(
  form: SpanishCompanyForm,
  administration: SpanishCompanyAnswers['administration'],
): boolean {
  if (form !== LegalForm.SL) return false;
  const boardForm = administration?.boardForm;
  if (boardForm === SpanishBoardForm.BOARD) return false;
  return boardForm !== SpanishBoardForm.JOINT || (administration?.directors?.length ?? 0) <= 2;
}

function checkStatutes(
  statutes: SpanishStatutes,
  administration: SpanishCompanyAnswers['administration'],
  form: SpanishCompanyForm,
): FieldViolation[] {
  const field = `${SECTION}.statutes`;
  if (statutes !== SpanishStatutes.STANDARD && statutes !== SpanishStatutes.BESPOKE) {
    return [{ field, message: FIELD_MESSAGES.required }];
  }
  return statutes === SpanishStatutes.STANDARD && !canUseStandardStatutes(form, administration)
    ? [{ field, message: FIELD_MESSAGES.standardStatutes }]
    : [];
}

/**
 * Checks the steps sent in an update of an SL's or SA's questionnaire with the
 * rules of docs/company-formation.md, each step whole. Rules across steps read
 * `merged`, the answers as they would be once the update is saved: the
 * shareholders against the share capital (the shares add up to it), a
 * unipersonal name against the number of shareholders, the standard statutes
 * against the form of administration. Violations name their field in
 * snake_case under `company` (e.g. `company.share_capital.capital`).
 */
export function validateSpanishCompany(
  update: SpanishCompanyAnswers,
  merged: SpanishCompanyAnswers,
  context: SpanishCompanyRulesContext,
): FieldViolation[] {
  const shareholders = merged.shareholders?.shareholders;
  return [
    ...(update.names ? checkNames(update.names.choices, context, shareholders?.length) : []),
    ...(update.registeredOffice ? checkOffice(update.registeredOffice) : []),
    ...(update.corporatePurpose ? checkPurpose(update.corporatePurpose, context) : []),
    ...(update.shareCapital ? checkCapitalAmount(update.shareCapital, context.form) : []),
    ...(update.shareholders
      ? checkShareholders(update.shareholders.shareholders ?? [], merged.shareCapital, context.form)
      : []),
    ...(update.administration ? checkAdministration(update.administration, context) : []),
    ...(update.statutes !== undefined
      ? checkStatutes(update.statutes, merged.administration, context.form)
      : []),
  ];
}

/**
 * The violations of one step of the stored answers, as if it were sent again:
 * a step is complete when it has none (the funnel's rules and the hub's cards
 * read it).
 */
export function findStepViolations(
  step: keyof SpanishCompanyAnswers,
  answers: SpanishCompanyAnswers,
  context: SpanishCompanyRulesContext,
): FieldViolation[] {
  if (answers[step] === undefined) return [{ field: SECTION, message: FIELD_MESSAGES.required }];
  return validateSpanishCompany({ [step]: answers[step] }, answers, context);
}
