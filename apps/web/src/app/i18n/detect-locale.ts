import { isLocale, LOCALE_COOKIE, readCookie, readLocale, type Locale } from '@foundly/domain';
import { preferredLocale, readStoredLocale, type LocalePreference } from '@foundly/app-kit';

const STORAGE_KEY = 'ui-locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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
  return preferredLocale(preference);
}

/**
 * The browser's preference: the cookie, else what earlier versions kept in
 * storage, and navigator. The server reads the cookie and Accept-Language.
 */
export function readBrowserLocalePreference(): LocalePreference {
  const chosen =
    readLocale(readCookie(document.cookie, LOCALE_COOKIE)) ?? readStoredLocale(STORAGE_KEY);
  return { chosen, languages: navigator.languages };
}

/** Remembers the language a person chose, for the pages outside the areas. */
export function storeLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
