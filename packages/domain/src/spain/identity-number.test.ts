import { describe, expect, it } from 'vitest';
import {
  getDniLetter,
  getEntityNifControlDigit,
  isValidDni,
  isValidEntityNif,
  isValidNie,
  isValidSpanishNif,
  normaliseIdNumber,
} from './identity-number.js';

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

describe('entity NIF (formerly CIF)', () => {
  it.each([
    ['an SL with its control digit, B12345674', 'B12345674'],
    ['the Agencia Tributaria, whose control is a letter, Q2826000H', 'Q2826000H'],
    ['an association with the control as a digit, G12345674', 'G12345674'],
    ['an association with the control as a letter, G1234567D', 'G1234567D'],
    ['lower case with a hyphen', 'b-12345674'],
  ])('%s is accepted', (_what, nif) => {
    expect(isValidEntityNif(nif)).toBe(true);
  });

  it.each([
    ['a wrong control digit', 'B12345675'],
    ['an SL with the control as a letter (D)', 'B1234567D'],
    ['a public body with the control as a digit (8)', 'Q28260008'],
    ['a first letter no entity takes (I)', 'I12345674'],
    ['six digits', 'B1234564'],
    ['a DNI', '12345678Z'],
  ])('%s is refused', (_what, nif) => {
    expect(isValidEntityNif(nif)).toBe(false);
  });

  it('the control digit of 1234567 is 4: (2+4+6) + (2+6+1+0+1+4) = 26, 10 − 6', () => {
    expect(getEntityNifControlDigit('1234567')).toBe(4);
  });
});

describe('Spanish NIF, any kind', () => {
  it.each([
    ['a DNI', '12345678Z', true],
    ['an NIE', 'X1234567L', true],
    ['an entity', 'B12345674', true],
    ['a K number with the DNI letter of its digits', 'K1234567L', true],
    ['an M number with a wrong letter', 'M1234567A', false],
    ['the AEAT’s sample issuer 89890001K', '89890001K', true],
    ['a French SIREN', '732829320', false],
    ['an empty text', '', false],
  ])('%s (%s): %s', (_what, nif, valid) => {
    expect(isValidSpanishNif(nif)).toBe(valid);
  });
});
