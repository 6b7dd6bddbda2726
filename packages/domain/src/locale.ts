import { CountryCode } from '@foundly/proto';

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

/**
 * Where the root path sends an account: unspecified and France give fr/fr-fr,
 * the UK gives uk/en-gb and Spain es/es-es (spec 01 §2).
 */
export function getHomeArea(country: CountryCode): { prefix: CountryPrefix; locale: Locale } {
  switch (country) {
    case CountryCode.UK:
      return { prefix: 'uk', locale: 'en-gb' };
    case CountryCode.ES:
      return { prefix: 'es', locale: 'es-es' };
    default:
      return { prefix: 'fr', locale: 'fr-fr' };
  }
}

/** The path of an area's home, e.g. `/fr/fr-fr`. */
export function getHomePath(country: CountryCode): string {
  const { prefix, locale } = getHomeArea(country);
  return `/${prefix}/${locale}`;
}

/** The country a path prefix stands for. */
export function getCountryOfPrefix(prefix: CountryPrefix): CountryCode {
  return { fr: CountryCode.FR, es: CountryCode.ES, uk: CountryCode.UK }[prefix];
}

/**
 * The catch-all rule of spec 02 §2: a path whose first two segments are a
 * known country and locale is a page that does not exist ('Not found');
 * any other path is moved under the caller's area.
 */
export function resolveUnknownPath(
  pathname: string,
  country: CountryCode,
): { kind: 'not-found' } | { kind: 'redirect'; to: string } {
  const segments = pathname.split('/').filter(Boolean);
  if (isCountryPrefix(segments[0]) && isLocale(segments[1])) return { kind: 'not-found' };
  const rest = segments.join('/');
  return { kind: 'redirect', to: `${getHomePath(country)}${rest ? `/${rest}` : ''}` };
}
