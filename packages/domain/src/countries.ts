import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

/** Every ISO 3166-1 alpha-2 country code, e.g. FR, ES, GB. */
export const COUNTRY_CODES: readonly string[] = (codes as string[][]).map(([alpha2]) => alpha2!);

const KNOWN = new Set(COUNTRY_CODES);

/** Whether a value is an ISO 3166-1 alpha-2 code of an existing country. */
export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}
