import { CountryCode, LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  getCountryOfLegalForm,
  getLegalFormsOf,
  isLegalFormOf,
  isMicroEnterprise,
  parseCountryCode,
  parseLegalForm,
} from './legal-form.js';

describe('getLegalFormsOf', () => {
  it.each([
    [
      'France offers SASU, EURL and micro-enterprise',
      CountryCode.FR,
      [LegalForm.SASU, LegalForm.EURL, LegalForm.MICROENTERPRISE],
    ],
    [
      'Spain offers autónomo, SA and SL',
      CountryCode.ES,
      [LegalForm.AUTONOMO, LegalForm.SA, LegalForm.SL],
    ],
    ['the UK offers LTD', CountryCode.UK, [LegalForm.LTD]],
    ['an unspecified country offers nothing', CountryCode.UNSPECIFIED, []],
  ])('%s', (_title, country, forms) => {
    expect(getLegalFormsOf(country)).toEqual(forms);
  });
});

describe('getCountryOfLegalForm', () => {
  it.each([
    [LegalForm.SASU, CountryCode.FR],
    [LegalForm.EURL, CountryCode.FR],
    [LegalForm.MICROENTERPRISE, CountryCode.FR],
    [LegalForm.AUTONOMO, CountryCode.ES],
    [LegalForm.SA, CountryCode.ES],
    [LegalForm.SL, CountryCode.ES],
    [LegalForm.LTD, CountryCode.UK],
    [LegalForm.UNSPECIFIED, CountryCode.UNSPECIFIED],
  ])('form %s is offered by country %s', (form, country) => {
    expect(getCountryOfLegalForm(form)).toBe(country);
  });
});

describe('isLegalFormOf', () => {
  it.each([
    [CountryCode.FR, LegalForm.SASU, true],
    [CountryCode.FR, LegalForm.MICROENTERPRISE, true],
    [CountryCode.FR, LegalForm.AUTONOMO, false],
    [CountryCode.FR, LegalForm.LTD, false],
    [CountryCode.ES, LegalForm.SL, true],
    [CountryCode.ES, LegalForm.SASU, false],
    [CountryCode.UK, LegalForm.LTD, true],
    [CountryCode.FR, LegalForm.UNSPECIFIED, false],
    [CountryCode.UNSPECIFIED, LegalForm.SASU, false],
  ])('country %s, form %s gives %s', (country, form, expected) => {
    expect(isLegalFormOf(country, form)).toBe(expected);
  });
});

describe('parseLegalForm (the legal_form parameter, case-insensitive)', () => {
  it.each([
    ['sasu', LegalForm.SASU],
    ['SASU', LegalForm.SASU],
    ['Sasu', LegalForm.SASU],
    [' eurl ', LegalForm.EURL],
    ['MICROENTERPRISE', LegalForm.MICROENTERPRISE],
    ['micro-entreprise', LegalForm.MICROENTERPRISE],
    ['Microentreprise', LegalForm.MICROENTERPRISE],
    ['AUTONOMO', LegalForm.AUTONOMO],
    ['autónomo', LegalForm.AUTONOMO],
    ['AUTÓNOMO', LegalForm.AUTONOMO],
    ['sa', LegalForm.SA],
    ['SL', LegalForm.SL],
    ['Ltd', LegalForm.LTD],
  ])('%s gives %s', (value, form) => {
    expect(parseLegalForm(value)).toBe(form);
  });

  it.each([['sarl'], ['sas u'], [''], ['   '], [undefined]])('%s names no form', (value) => {
    expect(parseLegalForm(value)).toBeUndefined();
  });
});

describe('parseCountryCode', () => {
  it.each([
    ['FR', CountryCode.FR],
    ['fr', CountryCode.FR],
    [' es ', CountryCode.ES],
    ['UK', CountryCode.UK],
    ['gb', CountryCode.UK],
    ['DE', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s gives %s', (value, country) => {
    expect(parseCountryCode(value)).toBe(country);
  });
});

describe('isMicroEnterprise', () => {
  it.each([
    [LegalForm.MICROENTERPRISE, true],
    [LegalForm.SASU, false],
    [LegalForm.AUTONOMO, false],
  ])('%s gives %s', (form, expected) => {
    expect(isMicroEnterprise(form)).toBe(expected);
  });
});
