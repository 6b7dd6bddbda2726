import { Gender } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { computeNirKey, isValidNir, parseNir } from './nir.js';

describe('NIR (social security number)', () => {
  it.each([
    ['a man born in May 1985 in the Yvelines', '1 85 05 78 006 084 91'],
    ['a woman born in January 1990 in Paris', '290017511100144'],
    ['someone born in Corse-du-Sud (2A counts as 19 in the key)', '1 85 05 2A 004 123 56'],
    ['someone born in Haute-Corse (2B counts as 18 in the key)', '2 95 12 2B 033 045 27'],
    ['a lower-case 2a', '185052a00412356'],
    ['an unknown month of birth (20), born abroad (99)', '1 85 20 99 123 456 53'],
    ['a fictitious month 30', '1 85 30 78 006 084 06'],
    ['a fictitious month 42', '1 85 42 78 006 084 04'],
    ['a special month 56', '2 99 56 75 056 123 71'],
    ['a foreign-born man being registered (sex 3)', '3 01 01 99 352 001 66'],
    ['a temporary number (sex 7)', '7 85 01 78 006 084 18'],
    ['a key of 04, written with its zero', '2 42 03 75 056 001 04'],
  ])('%s is accepted', (_what, nir) => {
    expect(isValidNir(nir)).toBe(true);
  });

  it.each([
    ['a wrong key (92 instead of 91)', '1 85 05 78 006 084 92'],
    ['the 2A number keyed as if it were 20', '1 85 05 2A 004 123 29'],
    ['sex digit 5', '5 85 05 78 006 084 85'],
    ['month 13', '1 85 13 78 006 084 25'],
    ['month 21', '1 85 21 78 006 084 56'],
    ['month 43', '1 85 43 78 006 084 20'],
    ['order number 000', '1 85 05 78 006 000 78'],
    ['department 2C', '1 85 05 2C 004 123 56'],
    ['14 characters', '1 85 05 78 006 084 9'],
    ['16 characters', '1 85 05 78 006 084 911'],
    ['letters elsewhere than the department', '1 85 05 78 0O6 084 91'],
    ['an empty text', ''],
  ])('%s is refused', (_what, nir) => {
    expect(isValidNir(nir)).toBe(false);
  });

  it('the key is 97 minus the number modulo 97', () => {
    expect(computeNirKey('1850578006084')).toBe(97 - (1850578006084 % 97));
    expect(computeNirKey('185052A004123')).toBe(computeNirKey('1850519004123'));
  });

  it('reads the sex, year, month and department', () => {
    expect(parseNir('2 90 01 75 111 001 44')).toEqual({
      value: '290017511100144',
      sex: Gender.FEMALE,
      year: 90,
      month: 1,
      department: '75',
    });
    expect(parseNir('7 85 01 78 006 084 18')?.sex).toBe(Gender.MALE);
    expect(parseNir('3 01 01 99 352 001 66')?.sex).toBe(Gender.MALE);
  });
});
