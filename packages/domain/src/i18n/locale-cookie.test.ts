import { describe, expect, it } from 'vitest';
import { readCookie } from './locale-cookie.js';

describe('readCookie', () => {
  it.each([
    ['ui-locale=fr-fr', 'fr-fr'],
    ['better-auth.session_token=a.b%3D; ui-locale=es-es', 'es-es'],
    ['x-ui-locale=en-gb; ui-locale=fr-fr', 'fr-fr'],
    ['ui-locale=%E0%A4%A', undefined],
    ['other=1', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads ui-locale from %j as %j', (header, value) => {
    expect(readCookie(header, 'ui-locale')).toBe(value);
  });
});
