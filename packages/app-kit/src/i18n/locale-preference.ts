import { DEFAULT_LOCALE, findLocaleOfLanguages, readLocale, type Locale } from '@foundly/domain';

/**
 * What a person asked for before any page says it: the language they chose
 * last, else their browser's, in order of preference.
 */
export interface LocalePreference {
  chosen: Locale | undefined;
  languages: readonly string[];
}

/** The language chosen last, else the first of the browser's the product speaks, else English. */
export function preferredLocale({ chosen, languages }: LocalePreference): Locale {
  return chosen ?? findLocaleOfLanguages(languages) ?? DEFAULT_LOCALE;
}

/** A choice of language kept in the browser's storage; none when storage is disabled. */
export function readStoredLocale(key: string): Locale | undefined {
  try {
    return readLocale(localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

/** Keeps a choice of language in the browser's storage, when it is enabled. */
export function storeLocaleIn(key: string, locale: Locale): void {
  try {
    localStorage.setItem(key, locale);
  } catch {
    // Storage may be disabled (private mode): the choice then lasts for the page only.
  }
}
