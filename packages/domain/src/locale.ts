export const LOCALES = ['en-gb', 'fr-fr', 'es-es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-gb';

export const COUNTRY_PREFIXES = ['fr', 'es', 'uk'] as const;
export type CountryPrefix = (typeof COUNTRY_PREFIXES)[number];

export function isLocale(value: string | undefined): value is Locale {
  return LOCALES.includes(value as Locale);
}

export function isCountryPrefix(value: string | undefined): value is CountryPrefix {
  return COUNTRY_PREFIXES.includes(value as CountryPrefix);
}

/** A country area of the portal: `/{prefix}/{locale}`. */
export interface HomeArea {
  prefix: CountryPrefix;
  locale: Locale;
}

/** The path of an area's home, e.g. `/fr/fr-fr`. */
export function getAreaPath({ prefix, locale }: HomeArea): string {
  return `/${prefix}/${locale}`;
}

/**
 * The catch-all rule of spec 02 §2: a path whose first two segments are a
 * known country and locale is a page that does not exist ('Not found');
 * any other path is moved under the caller's home area.
 */
export function resolveUnknownPath(
  pathname: string,
  home: HomeArea,
): { kind: 'not-found' } | { kind: 'redirect'; to: string } {
  const segments = pathname.split('/').filter(Boolean);
  if (isCountryPrefix(segments[0]) && isLocale(segments[1])) return { kind: 'not-found' };
  const rest = segments.join('/');
  return { kind: 'redirect', to: `${getAreaPath(home)}${rest ? `/${rest}` : ''}` };
}
