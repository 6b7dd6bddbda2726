import { describe, expect, it } from 'vitest';
import {
  formatMoneyInput,
  formatPercentInput,
  formatQuantityInput,
  parseMoney,
  parsePercent,
  parseQuantity,
} from './amounts.js';
import { formatMinorUnits } from './format-money.js';

describe('money typed in major units', () => {
  it.each([
    ['12', 1200n],
    ['12.5', 1250n],
    ['12,50', 1250n],
    ['1 234,56', 123456n],
    ['1\u202f234,56', 123456n],
    ['0.01', 1n],
    [',5', 50n],
    ['0', 0n],
    ['90071992547409.93', 9007199254740993n],
  ])('"%s" is %s minor units, exactly', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });

  it.each(['', 'abc', '1.234,56', '1,234.56', '12.345', '1e3', '12.3.4', '--1', '12 €'])(
    '"%s" is refused',
    (text) => {
      expect(parseMoney(text)).toBeUndefined();
    },
  );

  it('a negative price is refused unless asked for (a credit note)', () => {
    expect(parseMoney('-10')).toBeUndefined();
    expect(parseMoney('-10,5', true)).toBe(-1050n);
  });

  it('is shown back for editing with two decimals', () => {
    expect(formatMoneyInput(123450n)).toBe('1234.50');
    expect(formatMoneyInput(5n)).toBe('0.05');
    expect(formatMoneyInput(-1050n)).toBe('-10.50');
  });
});

describe('quantities', () => {
  it('read up to three decimals', () => {
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity('0.125')).toBe(0.125);
    expect(parseQuantity('1.0005')).toBeUndefined();
  });

  it('are negative only when allowed', () => {
    expect(parseQuantity('-1')).toBeUndefined();
    expect(parseQuantity('-1', true)).toBe(-1);
  });

  it('are shown back without trailing zeros', () => {
    expect(formatQuantityInput(2.5)).toBe('2.5');
    expect(formatQuantityInput(3)).toBe('3');
  });
});

describe('rates typed as percentages and sent as fractions (spec 01 §5)', () => {
  it.each([
    ['20', 0.2],
    ['5,5', 0.055],
    ['2.1', 0.021],
    ['8.25', 0.0825],
    ['0', 0],
    ['100', 1],
  ])('%s %% is sent as %s', (text, fraction) => {
    expect(parsePercent(text)).toBe(fraction);
  });

  it.each(['100.01', '-1', '5.555', 'x'])(
    '%s %% is refused (0 to 100 %%, two decimals)',
    (text) => {
      expect(parsePercent(text)).toBeUndefined();
    },
  );

  it('a fraction is shown back as the percentage typed', () => {
    expect(formatPercentInput(0.055)).toBe('5.5');
    expect(formatPercentInput(0.2)).toBe('20');
    expect(formatPercentInput(0.0825)).toBe('8.25');
  });
});

describe('amounts shown in the reader language', () => {
  it('keeps every digit of a large amount', () => {
    expect(formatMinorUnits(9007199254740993n, 'EUR', 'en-GB')).toBe('€90,071,992,547,409.93');
  });

  it('writes pounds and euros the local way', () => {
    expect(formatMinorUnits(123450n, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMinorUnits(-1050n, 'EUR', 'fr-FR')).toBe('-10,50\u00a0€');
  });
});
