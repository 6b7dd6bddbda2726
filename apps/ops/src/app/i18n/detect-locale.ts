import { DEFAULT_LOCALE, isLocale, type Locale } from '@foundly/domain';

/** Where the operator's choice of language is kept (separate from the customer app's). */
export const LOCALE_STORAGE_KEY = 'ops-locale';

const LANGUAGE_TO_LOCALE: Record<string, Locale> = { en: 'en-gb', fr: 'fr-fr', es: 'es-es' };

/** The back-office's language: the last one chosen, else the browser's, else English. */
export function detectLocale(): Locale {
  const stored = readStoredLocale();
  if (stored) return stored;
  for (const language of typeof navigator === 'undefined' ? [] : navigator.languages) {
    const locale = LANGUAGE_TO_LOCALE[language.slice(0, 2).toLowerCase()];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function readStoredLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY) ?? undefined;
    return isLocale(value) ? value : undefined;
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
