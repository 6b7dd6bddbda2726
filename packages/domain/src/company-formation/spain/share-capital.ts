import { LegalForm } from '@foundly/proto';
import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';
import { hasValidSpanishId, type SpanishParty } from './person-id.js';
import { isWholeCents, type Cents, type SpanishCompanyForm } from './spanish-company.js';

/**
 * The least share capital of each form (Ley de Sociedades de Capital, Real
 * Decreto Legislativo 1/2010, art. 4 as worded by Ley 18/2022 "Crea y
 * Crece", in force since 19 October 2022): 1 € for an SL (art. 4.1), 60,000 €
 * for an SA (art. 4.3).
 */
export const MINIMUM_CAPITAL: Readonly<Record<SpanishCompanyForm, Cents>> = {
  [LegalForm.SL]: 100,
  [LegalForm.SA]: 6_000_000,
};

/**
 * Below 3,000 € an SL is bound by art. 4.2 LSC until its capital reaches that
 * figure: 20 % of its profit goes to the legal reserve until reserve and
 * capital reach 3,000 € together (a), and on a liquidation whose assets do not
 * pay its debts, its shareholders and directors answer jointly for the
 * difference between 3,000 € and the capital subscribed (b).
 */
export const SL_REINFORCED_CAPITAL: Cents = 300_000;

/** The most participaciones or acciones one shareholder is asked for: beyond, a typing mistake. */
export const MAX_SHARES_PER_SHAREHOLDER = 1_000_000;

/**
 * A shareholder (socio or accionista) and what they bring: their shares
 * (participaciones of an SL, acciones of an SA, art. 1 LSC), the money they
 * pay in (aportación dineraria, arts. 61–62) and the value of the assets they
 * contribute (aportación no dineraria, arts. 63–67), both in cents.
 */
export interface SpanishShareholder extends SpanishParty {
  shares: number;
  monetaryContribution: Cents;
  nonMonetaryContribution: Cents;
}

/** The capital as the deed states it (art. 23 d LSC): the nominal value of one share and who holds them. */
export interface SpanishShareCapital {
  nominalValue: Cents;
  shareholders: readonly SpanishShareholder[];
}

/** What the law attaches to a capital, for the founder to read before signing. */
export type CapitalConsequence =
  /** Art. 4.2 a) LSC: 20 % of profit to the legal reserve while under 3,000 €. */
  | 'reserve_20_percent_of_profit'
  /** Art. 4.2 b) LSC: joint liability up to 3,000 € on an insufficient liquidation. */
  | 'joint_liability_on_liquidation'
  /**
   * Art. 62.1 LSC: the notary is shown a bank certificate of the money paid
   * in; an SL's founders may instead declare in the deed that they answer
   * jointly for it (art. 62.2).
   */
  | 'bank_certificate'
  /** Art. 67 LSC: an SA's contributions in kind are valued by an expert the registrar appoints. */
  | 'expert_valuation'
  /** Art. 12 LSC: a company with one shareholder is unipersonal, and says so (art. 13). */
  | 'sole_shareholder';

/** The share capital: the nominal value of all the shares issued (art. 23 d LSC). */
export function getShareCapital(capital: SpanishShareCapital): Cents {
  return capital.shareholders.reduce(
    (total, shareholder) => total + shareholder.shares * capital.nominalValue,
    0,
  );
}

/** What a shareholder contributes, in money and in kind. */
function contributionOf(shareholder: SpanishShareholder): Cents {
  return shareholder.monetaryContribution + shareholder.nonMonetaryContribution;
}

function checkShareholder(
  form: SpanishCompanyForm,
  shareholder: SpanishShareholder,
  nominalValue: Cents,
  field: string,
): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!hasValidSpanishId(shareholder)) {
    violations.push({ field: `${field}.id_number`, message: FIELD_MESSAGES.nifOrNie });
  }
  if (
    !Number.isSafeInteger(shareholder.shares) ||
    shareholder.shares < 1 ||
    shareholder.shares > MAX_SHARES_PER_SHAREHOLDER
  ) {
    violations.push({ field: `${field}.shares`, message: FIELD_MESSAGES.shareCount });
    return violations;
  }
  if (
    !isWholeCents(shareholder.monetaryContribution, 0) ||
    !isWholeCents(shareholder.nonMonetaryContribution, 0)
  ) {
    violations.push({ field: `${field}.contribution`, message: FIELD_MESSAGES.negativeAmount });
    return violations;
  }
  const nominal = shareholder.shares * nominalValue;
  const paid = contributionOf(shareholder);
  if (form === LegalForm.SL && paid !== nominal) {
    violations.push({ field: `${field}.contribution`, message: FIELD_MESSAGES.slFullyPaid });
  }
  if (form === LegalForm.SA && (paid * 4 < nominal || paid > nominal)) {
    violations.push({ field: `${field}.contribution`, message: FIELD_MESSAGES.saQuarterPaid });
  }
  return violations;
}

/**
 * The share capital of an SL or SA checked as the notary and the registrar
 * do, each violation naming its field under `share_capital`:
 * - a nominal value of one cent or more, in whole cents: no share is issued
 *   below its nominal value (art. 59.2 LSC), nor for a fraction of a cent;
 * - at least one shareholder (art. 12: a company may have a single one),
 *   each named by a valid DNI, NIE or NIF and holding from 1 share up;
 * - the capital at or above the form's minimum (art. 4);
 * - an SL's participaciones fully paid up at formation (art. 78): each
 *   shareholder's contributions equal the nominal value of their shares;
 * - an SA's capital fully subscribed and at least a quarter of each share's
 *   nominal value paid up (art. 79), never more than it.
 * Contributions above the nominal value (a share premium) are not offered.
 */
export function checkShareCapital(
  form: SpanishCompanyForm,
  capital: SpanishShareCapital,
): FieldViolation[] {
  if (!isWholeCents(capital.nominalValue, 1)) {
    return [{ field: 'share_capital.nominal_value', message: FIELD_MESSAGES.nominalValue }];
  }
  if (capital.shareholders.length === 0) {
    return [{ field: 'share_capital.shareholders', message: FIELD_MESSAGES.shareholderRequired }];
  }
  const violations = capital.shareholders.flatMap((shareholder, index) =>
    checkShareholder(
      form,
      shareholder,
      capital.nominalValue,
      `share_capital.shareholders.${index}`,
    ),
  );
  if (violations.length > 0) return violations;
  if (getShareCapital(capital) < MINIMUM_CAPITAL[form]) {
    const message =
      form === LegalForm.SL ? FIELD_MESSAGES.slCapitalMinimum : FIELD_MESSAGES.saCapitalMinimum;
    return [{ field: 'share_capital', message }];
  }
  return [];
}

/**
 * What the law attaches to a valid capital, for the founder to be told: the
 * rules of an SL under 3,000 € (art. 4.2), the bank certificate of money paid
 * in (art. 62), an expert's valuation of an SA's contributions in kind
 * (art. 67) and the unipersonal company (arts. 12–13).
 */
export function listCapitalConsequences(
  form: SpanishCompanyForm,
  capital: SpanishShareCapital,
): CapitalConsequence[] {
  const consequences: CapitalConsequence[] = [];
  if (form === LegalForm.SL && getShareCapital(capital) < SL_REINFORCED_CAPITAL) {
    consequences.push('reserve_20_percent_of_profit', 'joint_liability_on_liquidation');
  }
  if (capital.shareholders.some((shareholder) => shareholder.monetaryContribution > 0)) {
    consequences.push('bank_certificate');
  }
  if (
    form === LegalForm.SA &&
    capital.shareholders.some((shareholder) => shareholder.nonMonetaryContribution > 0)
  ) {
    consequences.push('expert_valuation');
  }
  if (capital.shareholders.length === 1) consequences.push('sole_shareholder');
  return consequences;
}
