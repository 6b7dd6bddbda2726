/**
 * The share capital of a SASU or EURL. The law sets no minimum since 2003
 * (Code de commerce art. L223-2, L227-1): one euro is enough. The ceiling and
 * the share count bound what a founder can type, far beyond any real first
 * deposit.
 */
export const CAPITAL_LIMITS = {
  minEuros: 1,
  maxEuros: 100_000_000,
  minShares: 1,
  maxShares: 1_000_000,
} as const;

/** Whether a paid-up capital is a whole number of euros within the limits. */
export function isCapitalAmount(euros: number): boolean {
  return (
    Number.isInteger(euros) && euros >= CAPITAL_LIMITS.minEuros && euros <= CAPITAL_LIMITS.maxEuros
  );
}

/** Whether a number of shares is a whole number within the limits. */
export function isShareCount(shares: number): boolean {
  return (
    Number.isInteger(shares) &&
    shares >= CAPITAL_LIMITS.minShares &&
    shares <= CAPITAL_LIMITS.maxShares
  );
}

/**
 * Whether the capital divides into shares of one nominal value the articles
 * can state: at least one cent, and a whole number of cents (1 000 € in 300
 * shares would be 3.333… € each).
 */
export function hasWholeNominalValue(euros: number, shares: number): boolean {
  const cents = euros * 100;
  return cents >= shares && cents % shares === 0;
}

/** Whether a capital and its shares are each valid and fit together. */
export function isCapitalConsistent(euros: number, shares: number): boolean {
  return isCapitalAmount(euros) && isShareCount(shares) && hasWholeNominalValue(euros, shares);
}
