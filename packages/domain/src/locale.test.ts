import { CountryCode } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  getCountryOfPrefix,
  getHomeArea,
  getHomePath,
  isCountryPrefix,
  isLocale,
  resolveUnknownPath,
} from './locale.js';

describe('locales and country prefixes', () => {
  it('the default locale is en-gb', () => {
    expect(DEFAULT_LOCALE).toBe('en-gb');
  });

  it.each([
    ['en-gb', true],
    ['fr-fr', true],
    ['es-es', true],
    ['EN-GB', false],
    ['en', false],
    ['de-de', false],
    [undefined, false],
  ])('isLocale(%s) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each([
    ['fr', true],
    ['es', true],
    ['uk', true],
    ['gb', false],
    ['FR', false],
    [undefined, false],
  ])('isCountryPrefix(%s) is %s', (value, expected) => {
    expect(isCountryPrefix(value)).toBe(expected);
  });

  it.each([
    ['fr', CountryCode.FR],
    ['es', CountryCode.ES],
    ['uk', CountryCode.UK],
  ] as const)('the prefix %s stands for country %s', (prefix, country) => {
    expect(getCountryOfPrefix(prefix)).toBe(country);
  });
});

describe('getHomePath', () => {
  it.each([
    ['unspecified', CountryCode.UNSPECIFIED, '/fr/fr-fr', { prefix: 'fr', locale: 'fr-fr' }],
    ['France', CountryCode.FR, '/fr/fr-fr', { prefix: 'fr', locale: 'fr-fr' }],
    ['the UK', CountryCode.UK, '/uk/en-gb', { prefix: 'uk', locale: 'en-gb' }],
    ['Spain', CountryCode.ES, '/es/es-es', { prefix: 'es', locale: 'es-es' }],
  ])('an account of %s goes to %s', (_title, country, path, area) => {
    expect(getHomePath(country)).toBe(path);
    expect(getHomeArea(country)).toEqual(area);
  });
});

describe('resolveUnknownPath', () => {
  it.each([
    ['a known country and locale', '/fr/fr-fr/no-such-page', CountryCode.FR],
    ['a known country and locale of another area', '/uk/es-es/x', CountryCode.ES],
    ['a known country and locale with a trailing slash', '/es/es-es/', CountryCode.ES],
    ['a known country and locale deep down', '/es/es-es/funnel/nope/nope', CountryCode.UK],
  ])('%s is not found (%s)', (_title, pathname, country) => {
    expect(resolveUnknownPath(pathname, country)).toEqual({ kind: 'not-found' });
  });

  it.each([
    [
      'a bare path goes under the Spanish area',
      '/documents',
      CountryCode.ES,
      '/es/es-es/documents',
    ],
    [
      'a bare path goes under the French area',
      '/settings/account',
      CountryCode.FR,
      '/fr/fr-fr/settings/account',
    ],
    ['a bare path goes under the UK area', '/documents', CountryCode.UK, '/uk/en-gb/documents'],
    [
      'an unspecified country goes under the French area',
      '/documents',
      CountryCode.UNSPECIFIED,
      '/fr/fr-fr/documents',
    ],
    ['the root goes to the area home', '/', CountryCode.ES, '/es/es-es'],
    ['an unknown locale keeps its segments', '/fr/de-de/x', CountryCode.ES, '/es/es-es/fr/de-de/x'],
    [
      'a country without a locale keeps its segment',
      '/es/documents',
      CountryCode.ES,
      '/es/es-es/es/documents',
    ],
    [
      'repeated slashes are dropped',
      '//documents//recent',
      CountryCode.FR,
      '/fr/fr-fr/documents/recent',
    ],
  ])('%s', (_title, pathname, country, to) => {
    expect(resolveUnknownPath(pathname, country)).toEqual({ kind: 'redirect', to });
  });
});
