import { describe, expect, it } from 'vitest';
import { toBirthUpdate, type BirthValues } from './birth-values.js';

const LYON: BirthValues = {
  dateOfBirth: '1990-05-17',
  birthCountry: 'FR',
  birthPlace: '69123',
  birthCity: 'Lyon',
  birthPostalCode: '69001',
};

describe('toBirthUpdate', () => {
  it('a birth in France keeps the commune code, city and postal code', () => {
    expect(toBirthUpdate(LYON)).toEqual(LYON);
  });

  it('a birth abroad sends the city alone and clears the commune code and postal code', () => {
    expect(toBirthUpdate({ ...LYON, birthCountry: 'BE', birthCity: 'Liège' })).toEqual({
      dateOfBirth: '1990-05-17',
      birthCountry: 'BE',
      birthPlace: '',
      birthCity: 'Liège',
      birthPostalCode: '',
    });
  });
});
