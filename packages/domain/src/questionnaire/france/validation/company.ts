import { LegalForm, VatFrequency, VatRegime } from '@foundly/proto';

/**
 * A company declares one to three activities (NAF rev. 2 sub-classes): the
 * registry records a main activity and the formalities allow two more.
 */
export const MAX_ACTIVITIES = 3;

/** A company lasts at most 99 years, renewable (Code civil art. 1838). */
export const MAX_COMPANY_DURATION_YEARS = 99;

/** Whether a company duration is a whole number of years, 1 to 99. */
export function isCompanyDuration(years: number): boolean {
  return Number.isInteger(years) && years >= 1 && years <= MAX_COMPANY_DURATION_YEARS;
}

/**
 * How often VAT is declared under each regime (CGI art. 287): not at all
 * under the franchise en base (art. 293 B); one annual return (CA12) under the
 * régime réel simplifié (art. 302 septies A); monthly returns (CA3) under the
 * réel normal, or quarterly ones when the VAT due is under 4 000 € a year.
 */
const FREQUENCIES_BY_REGIME: Partial<Record<VatRegime, readonly VatFrequency[]>> = {
  [VatRegime.FRANCHISE]: [],
  [VatRegime.REEL_SIMPLIFIE]: [VatFrequency.ANNUAL],
  [VatRegime.REEL_NORMAL]: [VatFrequency.MONTHLY, VatFrequency.QUARTERLY],
};

/**
 * Whether a declaration frequency (none for the franchise) fits a VAT regime.
 *
 * Every regime is open to every legal form, micro-entreprise included: a
 * micro-entrepreneur is under the franchise by default but may opt to pay VAT
 * (CGI art. 293 F), and then falls under the réel simplifié, with the option
 * of the réel normal (art. 302 septies A); since 2018 that option no longer
 * takes them out of the micro-fiscal regime.
 */
export function isVatFrequencyOf(regime: VatRegime, frequency: VatFrequency | undefined): boolean {
  const allowed = FREQUENCIES_BY_REGIME[regime] ?? [];
  // None: unanswered, UNSPECIFIED, or the empty string with which an update clears it.
  if (!frequency) return allowed.length === 0;
  return allowed.includes(frequency);
}

/**
 * The shortest social object the registry accepts: a company's object must
 * describe its activity; a micro-entrepreneur's can be a few words.
 */
export function getSocialObjectMinLength(legalForm: LegalForm): number {
  return legalForm === LegalForm.MICROENTERPRISE ? 8 : 20;
}
