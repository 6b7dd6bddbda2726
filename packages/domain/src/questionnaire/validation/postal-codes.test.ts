import { describe, expect, it } from 'vitest';
import { isUkPostcode, normaliseUkPostcode } from './postal-codes.js';

describe('a UK postcode', () => {
  it('is written as Royal Mail prints it', () => {
    expect(normaliseUkPostcode(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(normaliseUkPostcode('m1  1ae')).toBe('M1 1AE');
  });

  it('accepts every outward-code shape, however typed', () => {
    for (const postcode of [
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'W1A 0AX',
      'EC1A 1BB',
      'SW1A 1AA',
      'BT1 5GS',
      'EH1 1YZ',
      'ec1a1bb',
      'GIR 0AA',
    ]) {
      expect(isUkPostcode(postcode), postcode).toBe(true);
    }
  });

  it('refuses what Royal Mail does not allocate', () => {
    for (const postcode of [
      '',
      '75011',
      'SW1A',
      'QA1 1AA',
      'AI1 1AA',
      'M1 1AC',
      'M1 1IA',
      'SW1A 1AAA',
      'SW1A-1AA',
      '1M1 1AA',
    ]) {
      expect(isUkPostcode(postcode), postcode).toBe(false);
    }
  });
});
