import { LegalForm } from '@foundly/proto';

/** The Spanish companies with share capital a founder can form: the SL and the SA. */
export type SpanishCompanyForm = LegalForm.SL | LegalForm.SA;

/** Whether a legal form is a Spanish company with share capital (not the autónomo). */
export function isSpanishCompanyForm(form: LegalForm): form is SpanishCompanyForm {
  return form === LegalForm.SL || form === LegalForm.SA;
}

/** Amounts are counted in euro cents, whole numbers, so that no rounding hides a missing cent. */
export type Cents = number;

export function isWholeCents(value: number, minimum: Cents): boolean {
  return Number.isSafeInteger(value) && value >= minimum;
}
