import { describe, expect, it } from 'vitest';
import { toMinorUnits, toAmountText } from './typed-amount.js';

describe('amounts in euros as typed', () => {
  it.each([
    ['3000', 300_000],
    ['3.000', 300_000],
    ['60.000,25', 6_000_025],
    ['1,5', 150],
    ['1.50', 150],
    [' 0 ', 0],
  ])('"%s" is %i cents', (text, cents) => {
    expect(toMinorUnits(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,505', '-3', '1.000.00'])('"%s" is not an amount', (text) => {
    expect(toMinorUnits(text)).toBeNaN();
  });

  it('shows cents back without decimals when whole', () => {
    expect(toAmountText(300_000, ',')).toBe('3000');
    expect(toAmountText(150, ',')).toBe('1,50');
    expect(toAmountText(undefined, '.')).toBe('');
  });
});
