/** Spanish IVA, general rate (Ley 37/1992, art. 90). */
export const SPANISH_VAT_RATE = 0.21;

/** French TVA, normal rate (Code général des impôts, art. 278). */
export const FRENCH_VAT_RATE = 0.2;

/** UK VAT, standard rate (Value Added Tax Act 1994, s. 2). */
export const UK_VAT_RATE = 0.2;

export interface PriceBreakdown {
  /** The price before VAT, in cents. */
  netCents: number;
  /** The VAT on it, in cents. */
  vatCents: number;
  /** What the customer pays, in cents. */
  totalCents: number;
}

/**
 * The VAT and total of a net price in cents. VAT is rounded to the nearest
 * cent, halves away from zero — the rule of the Spanish invoicing regulation
 * (RD 1619/2012, art. 10.1) and the usual French practice (BOI-TVA-DECLA-30-20-20).
 * Computed on integers so that 0.21 × 4900 gives exactly 1029.
 */
export function computePriceBreakdown(netCents: number, vatRate: number): PriceBreakdown {
  if (!Number.isSafeInteger(netCents) || netCents < 0)
    throw new RangeError(`Invalid price: ${netCents}`);
  if (!Number.isFinite(vatRate) || vatRate < 0 || vatRate > 1) {
    throw new RangeError(`Invalid VAT rate: ${vatRate}`);
  }
  // In basis points, so that the rates in force (0.21, 0.2, 0.055) are exact integers;
  // BigInt so that a price near the safe-integer limit times 2100 does not lose cents.
  const basisPoints = BigInt(Math.round(vatRate * 10_000));
  const vatCents = Number((BigInt(netCents) * basisPoints + 5_000n) / 10_000n);
  const totalCents = netCents + vatCents;
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`Price too large: ${netCents}`);
  return { netCents, vatCents, totalCents };
}

/** Cents as a number of euros, for display (spec: price in cents divided by 100). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/**
 * Formats an amount of cents in a locale, e.g. 358,80 € in fr-FR, €358.80 in en-GB.
 * Whole amounts keep their cents so that a summary's lines align.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
  }).format(centsToEuros(cents));
}
