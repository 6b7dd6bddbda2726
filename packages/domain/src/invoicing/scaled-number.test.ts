import { describe, expect, it } from 'vitest';
import { divideRoundingHalfAwayFromZero, toScaledInteger } from './scaled-number.js';

describe('a decimal as an integer number of steps', () => {
  it.each([
    [0.055, 4, 550n],
    [0.0105, 4, 105n],
    [1, 4, 10_000n],
    [1.005, 3, 1_005n],
    [-2.5, 3, -2_500n],
    [999_999.999, 3, 999_999_999n],
    [0, 3, 0n],
  ])('%d with %i decimals is %s steps', (value, decimals, steps) => {
    expect(toScaledInteger(value, decimals)).toBe(steps);
  });

  it.each([
    [0.00001, 4],
    [0.12345, 4],
    [1.0005, 3],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
    [1e20, 3],
  ])('%d is not a whole number of steps of %i decimals', (value, decimals) => {
    expect(toScaledInteger(value, decimals)).toBeUndefined();
  });
});

describe('integer division rounding a half away from zero', () => {
  it.each([
    [5n, 10n, 1n],
    [4n, 10n, 0n],
    [15n, 10n, 2n],
    [-5n, 10n, -1n],
    [-4n, 10n, 0n],
    [-15n, 10n, -2n],
    [14n, 10n, 1n],
    [0n, 10n, 0n],
  ])('%s / %s is %s', (numerator, denominator, quotient) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(quotient);
  });
});
