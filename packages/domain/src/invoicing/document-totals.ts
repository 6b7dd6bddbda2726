import { divideRoundingHalfAwayFromZero, toScaledInteger } from './scaled-number.js';

/** Quantities carry up to three decimals (0.125 day, 1.5 kg). */
export const QUANTITY_DECIMALS = 3;
/** Rates are fractions with up to four decimals: a hundredth of a percent (5.5 % is 0.055). */
export const RATE_DECIMALS = 4;

const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

export interface AmountsLine {
  quantity: number;
  unitPrice: bigint;
  discountRate: number;
  taxRate?: number | undefined;
}

export interface DocumentTotals {
  lines: { netAmount: bigint; taxRate: number }[];
  taxBreakdown: { rate: number; netAmount: bigint; taxAmount: bigint }[];
  totalNetAmount: bigint;
  totalTaxAmount: bigint;
  totalAmount: bigint;
}

/**
 * A quantity or rate as an integer count of its smallest step. Validation
 * refuses a value that is not exactly on a step; here (a live preview of a
 * form being typed) such a value is rounded to the nearest step instead.
 */
function toSteps(value: number, decimals: number): bigint {
  return (
    toScaledInteger(value, decimals) ??
    BigInt(Number.isFinite(value) ? Math.round(value * 10 ** decimals) : 0)
  );
}

/**
 * The amounts of a quote, invoice or credit note, in integer minor units.
 *
 * Each line is quantity × unit price less its discount, rounded to the minor
 * unit; the VAT of each rate is the rate applied to the sum of the lines of
 * that rate, rounded once. That is the French invoice's "montant de la taxe
 * correspondant à chaque taux" and its "décompte par taux" (CGI annexe II
 * art. 242 nonies A, I-8° and 9°), and HMRC's invoice-level calculation
 * (VAT Notice 700 §17.5: the total VAT of an invoice rounded to the nearest
 * penny). A half is rounded away from zero: up for an invoice, as the euro
 * rounding rule rounds a half cent up (Regulation (EC) 1103/97 art. 5), and
 * symmetrically down for a credit note, so that a credit note cancelling an
 * invoice totals exactly its negative.
 *
 * A VAT-exempt seller (French franchise, CGI art. 293 B; a UK business not
 * registered for VAT) charges no VAT: every line's rate is 0.
 */
export function computeDocumentTotals(input: {
  taxRate: number;
  vatExempt: boolean;
  lineItems: readonly AmountsLine[];
}): DocumentTotals {
  const defaultRateSteps = toSteps(input.taxRate, RATE_DECIMALS);
  const netByRate = new Map<bigint, bigint>();
  const lines = input.lineItems.map((line) => {
    const rateSteps = input.vatExempt
      ? 0n
      : line.taxRate === undefined
        ? defaultRateSteps
        : toSteps(line.taxRate, RATE_DECIMALS);
    const netAmount = divideRoundingHalfAwayFromZero(
      toSteps(line.quantity, QUANTITY_DECIMALS) *
        line.unitPrice *
        (RATE_SCALE - toSteps(line.discountRate, RATE_DECIMALS)),
      QUANTITY_SCALE * RATE_SCALE,
    );
    netByRate.set(rateSteps, (netByRate.get(rateSteps) ?? 0n) + netAmount);
    return { netAmount, taxRate: Number(rateSteps) / Number(RATE_SCALE) };
  });
  const taxBreakdown = [...netByRate.entries()]
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([rateSteps, netAmount]) => ({
      rate: Number(rateSteps) / Number(RATE_SCALE),
      netAmount,
      taxAmount: divideRoundingHalfAwayFromZero(netAmount * rateSteps, RATE_SCALE),
    }));
  const totalNetAmount = taxBreakdown.reduce((sum, entry) => sum + entry.netAmount, 0n);
  const totalTaxAmount = taxBreakdown.reduce((sum, entry) => sum + entry.taxAmount, 0n);
  return {
    lines,
    taxBreakdown,
    totalNetAmount,
    totalTaxAmount,
    totalAmount: totalNetAmount + totalTaxAmount,
  };
}
