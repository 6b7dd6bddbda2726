import { describe, expect, it } from 'vitest';
import { getDniLetter, isValidDni, isValidNie, normaliseIdNumber } from './identity-number.js';

describe('DNI', () => {
  it.each([
    ['the Ministerio del Interior’s example, 12345678Z', '12345678Z'],
    ['a number of zeros, whose remainder 0 gives T', '00000000T'],
    ['99999999R, the highest number', '99999999R'],
    ['a lower-case letter', '12345678z'],
    ['dots and a hyphen as printed', '12.345.678-Z'],
    ['spaces', ' 1234 5678 Z '],
  ])('%s is accepted', (_what, dni) => {
    expect(isValidDni(dni)).toBe(true);
  });

  it.each([
    ['a wrong letter (Y for 12345678)', '12345678Y'],
    ['7 digits', '1234567L'],
    ['9 digits', '123456789Z'],
    ['no letter', '12345678'],
    ['a letter that is never a control letter (I)', '12345678I'],
    ['an NIE', 'X1234567L'],
    ['an empty text', ''],
  ])('%s is refused', (_what, dni) => {
    expect(isValidDni(dni)).toBe(false);
  });

  it('the letter is the number modulo 23 in TRWAGMYFPDXBNJZSQVHLCKE', () => {
    expect(12345678 % 23).toBe(14);
    expect(getDniLetter('12345678')).toBe('Z');
    expect(getDniLetter('00000022')).toBe('E');
  });

  it('a typed number is read without separators, upper-case', () => {
    expect(normaliseIdNumber('x-1234567.l')).toBe('X1234567L');
  });
});

describe('NIE', () => {
  it.each([
    ['X (counts as 0)', 'X1234567L'],
    ['Y (counts as 1)', 'Y1234567X'],
    ['Z (counts as 2)', 'Z1234567R'],
    ['lower-case with a hyphen', 'x-1234567-l'],
  ])('an NIE starting with %s is accepted', (_what, nie) => {
    expect(isValidNie(nie)).toBe(true);
  });

  it.each([
    ['a wrong letter', 'X1234567X'],
    ['the letter of X given to Y', 'Y1234567L'],
    ['another first letter (W)', 'W1234567L'],
    ['8 digits', 'X12345678L'],
    ['6 digits', 'X123456L'],
    ['a DNI', '12345678Z'],
  ])('%s is refused', (_what, nie) => {
    expect(isValidNie(nie)).toBe(false);
  });
});
