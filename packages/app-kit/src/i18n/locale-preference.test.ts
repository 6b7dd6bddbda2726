import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredLocale, readStoredLocale, storeLocaleIn } from './locale-preference.js';

describe('preferredLocale', () => {
  it('takes the language chosen last, else the browser’s first known one, else English', () => {
    expect(preferredLocale({ chosen: 'es-es', languages: ['fr-FR'] })).toBe('es-es');
    expect(preferredLocale({ chosen: undefined, languages: ['de-DE', 'fr-BE', 'es'] })).toBe(
      'fr-fr',
    );
    expect(preferredLocale({ chosen: undefined, languages: ['de-DE'] })).toBe('en-gb');
  });
});

describe('a choice of language kept in storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is read back, and only when it names a language', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    storeLocaleIn('test-locale', 'fr-fr');
    expect(readStoredLocale('test-locale')).toBe('fr-fr');
    stored.set('test-locale', 'klingon');
    expect(readStoredLocale('test-locale')).toBeUndefined();
  });

  it('is none, and keeping one does not fail, where storage is disabled', () => {
    const disabled = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: disabled, setItem: disabled });
    expect(() => storeLocaleIn('test-locale', 'fr-fr')).not.toThrow();
    expect(readStoredLocale('test-locale')).toBeUndefined();
  });
});
