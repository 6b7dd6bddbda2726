import {
  DEFAULT_LOCALE,
  findLocaleOfLanguages,
  isLocale,
  readLocale,
  type Locale,
} from '@foundly/domain';

const STORAGE_KEY = 'ui-locale';

/**
 * The language of a page outside the country areas (sign-in, sign-up…): the
 * locale in the path, else `?lang=`, else the last one chosen, else the
 * browser's, else English.
 */
export function detectLocale(pathname: string, search: string): Locale {
  const fromPath = pathname.split('/').filter(Boolean)[1];
  if (isLocale(fromPath)) return fromPath;
  const fromQuery = new URLSearchParams(search).get('lang') ?? undefined;
  if (isLocale(fromQuery)) return fromQuery;
  return (
    readStoredLocale() ??
    findLocaleOfLanguages(typeof navigator === 'undefined' ? [] : navigator.languages) ??
    DEFAULT_LOCALE
  );
}

function readStoredLocale(): Locale | undefined {
  try {
    return readLocale(localStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Remembers the language a person chose, for the pages outside the areas. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled (private mode): the choice then lasts for the page only.
  }
}
