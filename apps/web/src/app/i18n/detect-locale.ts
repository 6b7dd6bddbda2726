import {
  DEFAULT_LOCALE,
  findLocaleOfLanguages,
  isLocale,
  LOCALE_COOKIE,
  readCookie,
  readLocale,
  type Locale,
} from '@foundly/domain';

const STORAGE_KEY = 'ui-locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * What a person asked for before any page says it: the language they chose
 * last, else their browser's, in order of preference. The browser reads it
 * from the cookie (or the storage of earlier versions) and navigator; the
 * server from the cookie and Accept-Language.
 */
export interface LocalePreference {
  chosen: Locale | undefined;
  languages: readonly string[];
}

/**
 * The language of a page outside the country areas (sign-in, sign-up…): the
 * locale in the path, else `?lang=`, else the last one chosen, else the
 * browser's, else English.
 */
export function detectLocale(
  pathname: string,
  search: string,
  preference: LocalePreference,
): Locale {
  const fromPath = pathname.split('/').filter(Boolean)[1];
  if (isLocale(fromPath)) return fromPath;
  const fromQuery = new URLSearchParams(search).get('lang') ?? undefined;
  if (isLocale(fromQuery)) return fromQuery;
  return preference.chosen ?? findLocaleOfLanguages(preference.languages) ?? DEFAULT_LOCALE;
}

/** The browser's preference: the cookie, else what earlier versions kept in storage, and navigator. */
export function readBrowserLocalePreference(): LocalePreference {
  let chosen = readLocale(readCookie(document.cookie, LOCALE_COOKIE));
  if (!chosen) {
    try {
      chosen = readLocale(localStorage.getItem(STORAGE_KEY));
    } catch {
      chosen = undefined;
    }
  }
  return { chosen, languages: navigator.languages };
}

/** Remembers the language a person chose, for the pages outside the areas. */
export function storeLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
