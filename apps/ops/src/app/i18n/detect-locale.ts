import { preferredLocale, readStoredLocale, storeLocaleIn } from '@foundly/app-kit';
import type { Locale } from '@foundly/domain';

/** Where the operator's choice of language is kept (separate from the customer app's). */
export const LOCALE_STORAGE_KEY = 'ops-locale';

/** The back-office's language: the last one chosen, else the browser's, else English. */
export function detectLocale(): Locale {
  return preferredLocale({
    chosen: readStoredLocale(LOCALE_STORAGE_KEY),
    languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

/** Remembers the operator's choice of language. */
export function storeLocale(locale: Locale): void {
  storeLocaleIn(LOCALE_STORAGE_KEY, locale);
}
