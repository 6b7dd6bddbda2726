import { DEFAULT_LOCALE, findLocaleOfLanguages, readLocale, type Locale } from '@foundly/domain';

/** Where the operator's choice of language is kept (separate from the customer app's). */
export const LOCALE_STORAGE_KEY = 'ops-locale';

/** The back-office's language: the last one chosen, else the browser's, else English. */
export function detectLocale(): Locale {
  return (
    readStoredLocale() ??
    findLocaleOfLanguages(typeof navigator === 'undefined' ? [] : navigator.languages) ??
    DEFAULT_LOCALE
  );
}

function readStoredLocale(): Locale | undefined {
  try {
    return readLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Remembers the operator's choice of language. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled (private mode): the choice then lasts for the page only.
  }
}
