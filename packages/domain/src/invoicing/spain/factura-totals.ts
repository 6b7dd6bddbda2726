import { computeDocumentTotals, RATE_DECIMALS, type DocumentTotals } from '../document-totals.js';
import { divideRoundingHalfAwayFromZero, toScaledInteger } from '../scaled-number.js';
import type { FacturaLine } from './factura.js';

export interface FacturaTotals extends DocumentTotals {
  /** The IRPF withheld: the rate applied to the whole base, in cents. */
  withholdingAmount: bigint;
  /** What the customer pays: base + IVA − IRPF. */
  amountToPay: bigint;
}

/**
 * The amounts of a Spanish invoice, in integer cents. The base and the IVA
 * per rate are the core's (`computeDocumentTotals`: each rate applied once to
 * the sum of its lines, a half cent rounded away from zero), which gives the
 * "tipo impositivo" and "cuota tributaria" of each rate that Real Decreto
 * 1619/2012 art. 6.1.h and 6.2 ask to show apart. The IRPF withheld is the
 * rate applied to the base (Ley 35/2006 art. 101.5; RIRPF art. 100: the
 * withholding base is the full income, IVA aside), rounded the same way, and
 * comes off the amount to pay: the invoice's total stays base + IVA.
 */
export function computeFacturaTotals(input: {
  lineItems: readonly FacturaLine[];
  irpfRate: number;
}): FacturaTotals {
  const totals = computeDocumentTotals({
    taxRate: 0,
    vatExempt: false,
    lineItems: input.lineItems,
  });
  const rateSteps =
    toScaledInteger(input.irpfRate, RATE_DECIMALS) ??
    BigInt(Math.round(input.irpfRate * 10 ** RATE_DECIMALS));
  const withholdingAmount = divideRoundingHalfAwayFromZero(
    totals.totalNetAmount * rateSteps,
    10n ** BigInt(RATE_DECIMALS),
  );
  return { ...totals, withholdingAmount, amountToPay: totals.totalAmount - withholdingAmount };
}
