import { describe, expect, it } from 'vitest';
import { formatDay, formatEuros, formatPercent } from './format-figures.js';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('figures on screen', () => {
  it.each([
    [123_450n, 'en-gb', '€1,234.50'],
    [-5n, 'en-gb', '-€0.05'],
    [16_140n, 'es-es', '161,40 €'],
    [123_456_789n, 'fr-fr', '1 234 567,89 €'],
  ])('%s cents in %s read %s', (cents, locale, text) => {
    expect(spaces(formatEuros(cents, locale))).toBe(text);
  });

  it('21 % in fr-fr and a day as DD/MM/YYYY', () => {
    expect(spaces(formatPercent(0.21, 'fr-fr'))).toBe('21 %');
    expect(formatDay('2027-02-01')).toBe('01/02/2027');
  });
});
