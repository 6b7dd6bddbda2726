import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVerifactuAmount,
  formatVerifactuDate,
  formatVerifactuRate,
} from './record-format.js';

describe('formatVerifactuAmount', () => {
  it.each([
    [12_35n, '12.35'],
    [0n, '0.00'],
    [5n, '0.05'],
    [-5_50n, '-5.50'],
    [-1n, '-0.01'],
    [1_234_00n, '1234.00'],
    [999_999_999_999_99n, '999999999999.99'],
  ])('%s cents are %s', (cents, text) => {
    expect(formatVerifactuAmount(cents)).toBe(text);
  });

  it('always a point and two decimals, read back to the same cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (cents) => {
        const text = formatVerifactuAmount(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(BigInt(text.replace('.', ''))).toBe(cents);
      }),
    );
  });
});

describe('formatVerifactuRate and formatVerifactuDate', () => {
  it.each([
    [0.21, '21.00'],
    [0.1, '10.00'],
    [0.04, '4.00'],
    [0, '0.00'],
  ])('a rate of %s is %s', (rate, text) => {
    expect(formatVerifactuRate(rate)).toBe(text);
  });

  it('a date is dd-mm-aaaa', () => {
    expect(formatVerifactuDate('2024-01-01')).toBe('01-01-2024');
    expect(formatVerifactuDate('2026-12-31')).toBe('31-12-2026');
  });
});
