import { describe, expect, it } from 'vitest';
import {
  checkUkCompanyNumber,
  isUkCompanyNumber,
  normaliseUkCompanyNumber,
} from './company-number.js';
import type { UkJurisdiction } from './jurisdiction.js';

describe('the company number of an incorporated UK company', () => {
  it.each<[string, UkJurisdiction, boolean]>([
    ['01234567', 'england_and_wales', true],
    ['12345678', 'wales', true],
    ['1234567', 'england_and_wales', false],
    ['123456789', 'england_and_wales', false],
    ['SC123456', 'england_and_wales', false],
    ['SC123456', 'scotland', true],
    ['SC12345', 'scotland', false],
    ['SC1234567', 'scotland', false],
    ['12345678', 'scotland', false],
    ['NI123456', 'northern_ireland', true],
    ['NI12345A', 'northern_ireland', false],
    ['OC123456', 'england_and_wales', false],
    ['R0123456', 'northern_ireland', false],
  ])('%s in %s: %s', (number, jurisdiction, valid) => {
    expect(isUkCompanyNumber(number, jurisdiction)).toBe(valid);
  });

  it('reads a number typed in lower case with spaces as Companies House prints it', () => {
    expect(normaliseUkCompanyNumber(' sc 123 456 ')).toBe('SC123456');
    expect(checkUkCompanyNumber('sc 123456', 'scotland')).toEqual([]);
  });

  it('refuses an empty number as required and a wrong one with its message', () => {
    expect(checkUkCompanyNumber('  ', 'england_and_wales')).toEqual([
      { field: 'company_number', message: 'errors.field.required' },
    ]);
    expect(checkUkCompanyNumber('SC123456', 'northern_ireland')).toEqual([
      { field: 'company_number', message: 'errors.field.ukCompanyNumber' },
    ]);
  });
});
