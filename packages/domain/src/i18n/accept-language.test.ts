import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './accept-language.js';

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['es-ES', ['es-ES']],
    ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', ['fr-FR', 'fr', 'en-US', 'en']],
    ['en;q=0.5, es;q=0.9', ['es', 'en']],
    ['de, fr;q=0.9, es', ['de', 'es', 'fr']],
    ['fr;q=0, es', ['es']],
    ['*, en;q=0.1', ['en']],
    ['es;q=abc', ['es']],
  ])('reads %j as %j', (header, languages) => {
    expect(parseAcceptLanguage(header)).toEqual(languages);
  });
});
