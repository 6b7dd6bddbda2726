import { CountryCode } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getCountryOfPrefix, getHomeArea } from './home-area.js';
import { getAreaPath } from './locale.js';

describe('getCountryOfPrefix', () => {
  it.each([
    ['fr', CountryCode.FR],
    ['es', CountryCode.ES],
    ['uk', CountryCode.UK],
  ] as const)('the prefix %s stands for country %s', (prefix, country) => {
    expect(getCountryOfPrefix(prefix)).toBe(country);
  });
});

describe('getHomeArea', () => {
  it.each([
    ['unspecified', CountryCode.UNSPECIFIED, '/fr/fr-fr', { prefix: 'fr', locale: 'fr-fr' }],
    ['France', CountryCode.FR, '/fr/fr-fr', { prefix: 'fr', locale: 'fr-fr' }],
    ['the UK', CountryCode.UK, '/uk/en-gb', { prefix: 'uk', locale: 'en-gb' }],
    ['Spain', CountryCode.ES, '/es/es-es', { prefix: 'es', locale: 'es-es' }],
  ])('an account of %s goes to %s', (_title, country, path, area) => {
    expect(getAreaPath(getHomeArea(country))).toBe(path);
    expect(getHomeArea(country)).toEqual(area);
  });
});
