import { LegalForm } from '@foundly/proto';

/**
 * The least share of cash contributions paid up when the company is formed,
 * as a fraction. An SAS (and so a SASU) follows the rules of the société
 * anonyme (Code de commerce art. L227-1), whose cash shares are paid up by at
 * least half of their nominal value on subscription (art. L225-3); a SARL (and
 * so an EURL) pays up at least a fifth of its cash shares (art. L223-7). The
 * rest is called within five years of registration.
 */
const MINIMUM_FRACTION: Partial<Record<LegalForm, { numerator: number; denominator: number }>> = {
  [LegalForm.SASU]: { numerator: 1, denominator: 2 },
  [LegalForm.EURL]: { numerator: 1, denominator: 5 },
};

/**
 * The least amount, in cents, paid up at formation on `cashContributionsCents`
 * of cash contributions; rounded up, since a cent short is below the legal
 * share. Undefined for a legal form without a capital deposit.
 */
export function getMinimumPaidUpCents(
  legalForm: LegalForm,
  cashContributionsCents: number,
): number | undefined {
  const fraction = MINIMUM_FRACTION[legalForm];
  if (!fraction) return undefined;
  return Math.ceil((cashContributionsCents * fraction.numerator) / fraction.denominator);
}

/** Whether `paidUpCents` is enough of `cashContributionsCents` for the legal form, and no more than it. */
export function isPaidUpEnough(
  legalForm: LegalForm,
  cashContributionsCents: number,
  paidUpCents: number,
): boolean {
  const minimum = getMinimumPaidUpCents(legalForm, cashContributionsCents);
  return minimum !== undefined && paidUpCents >= minimum && paidUpCents <= cashContributionsCents;
}

/**
 * What each founder transfers to the deposit account, in cents, from the
 * questionnaire's paid-up capital in euros: the amount split evenly, the
 * cents that do not divide going to the first founder. Empty when there is no
 * paid-up capital or no founder.
 */
export function getFounderDepositCents(
  paidUpCapitalEuros: number | undefined,
  founderCount: number,
): number[] {
  if (
    paidUpCapitalEuros === undefined ||
    !Number.isInteger(paidUpCapitalEuros) ||
    paidUpCapitalEuros <= 0 ||
    !Number.isInteger(founderCount) ||
    founderCount < 1
  ) {
    return [];
  }
  const totalCents = paidUpCapitalEuros * 100;
  const share = Math.floor(totalCents / founderCount);
  return Array.from({ length: founderCount }, (_, index) =>
    index === 0 ? totalCents - share * (founderCount - 1) : share,
  );
}
