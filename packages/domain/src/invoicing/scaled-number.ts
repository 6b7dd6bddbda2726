/**
 * A decimal number as an integer count of 10^-`decimals`: 0.055 with 4 decimals
 * is 550. Exact when the shortest decimal writing of `value` has at most
 * `decimals` digits after the point; undefined otherwise (and for NaN,
 * infinities or values too large for exact integer math).
 */
export function toScaledInteger(value: number, decimals: number): bigint | undefined {
  const scale = 10 ** decimals;
  const scaled = Math.round(value * scale);
  if (!Number.isSafeInteger(scaled) || scaled / scale !== value) return undefined;
  return BigInt(scaled);
}

/**
 * `numerator / denominator` rounded to the nearest integer, a half rounded
 * away from zero, so that a credit note's amounts are exactly the negatives
 * of the invoice's. `denominator` must be positive.
 */
export function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
