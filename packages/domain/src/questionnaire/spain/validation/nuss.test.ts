import { describe, expect, it } from 'vitest';
import { computeNussControl, getNussProblem, isValidNuss } from './nuss.js';

describe('NUSS (social security number)', () => {
  it.each([
    ['11 digits, an older number: 281234567 mod 97 = 42', '28123456742'],
    ['11 digits written with slashes', '28/1234567/42'],
    ['12 digits: 2812345678 mod 97 = 40', '281234567840'],
    ['12 digits with spaces', '28 12345678 40'],
    ['12 digits with dots', '28.12345678.40'],
    ['12 digits as printed, spaces around the slashes', '28 / 12345678 / 40'],
    ['12 digits whose sequence starts with 0 count it as 7 digits', '080123456774'],
    ['the same number written with 11 digits', '08123456774'],
    ['the first 8-digit sequence, 10000000', '461000000019'],
    ['a control below 10, written with its zero', '500999999992'],
  ])('%s is accepted', (_what, nuss) => {
    expect(isValidNuss(nuss)).toBe(true);
  });

  it.each([
    ['10 digits', '2812345674', 'length'],
    ['13 digits', '2812345678401', 'length'],
    ['an empty text', '', 'length'],
    ['a letter among the digits', '28123456A40', 'length'],
    ['12 digits with a wrong control (41 for 40)', '281234567841', 'control'],
    ['11 digits with a wrong control (43 for 42)', '28123456743', 'control'],
    ['a sequence below 10,000,000 keyed as a 10-digit number', '080123456718', 'control'],
  ])('%s is refused for its %s', (_what, nuss, problem) => {
    expect(getNussProblem(nuss)).toBe(problem);
    expect(isValidNuss(nuss)).toBe(false);
  });

  it('the control is province and sequence as one number, modulo 97', () => {
    expect(computeNussControl('28', '12345678')).toBe(2812345678 % 97);
    expect(computeNussControl('28', '1234567')).toBe(281234567 % 97);
    expect(computeNussControl('08', '01234567')).toBe(81234567 % 97);
  });
});
