import { CountryCode } from '@foundly/proto';
import type { CountryPrefix, HomeArea } from './locale.js';

/**
 * Where the root path sends an account: unspecified and France give fr/fr-fr,
 * the UK gives uk/en-gb and Spain es/es-es (spec 01 §2).
 */
export function getHomeArea(country: CountryCode): HomeArea {
  switch (country) {
    case CountryCode.UK:
      return { prefix: 'uk', locale: 'en-gb' };
    case CountryCode.ES:
      return { prefix: 'es', locale: 'es-es' };
    default:
      return { prefix: 'fr', locale: 'fr-fr' };
  }
}

/** The country a path prefix stands for. */
export function getCountryOfPrefix(prefix: CountryPrefix): CountryCode {
  return { fr: CountryCode.FR, es: CountryCode.ES, uk: CountryCode.UK }[prefix];
}
