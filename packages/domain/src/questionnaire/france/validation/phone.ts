import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/** Whether numbers of this ISO 3166-1 alpha-2 country can be read (FR, BE, …). */
export function isPhoneCountry(code: string): boolean {
  return isSupportedCountry(code);
}

/**
 * Whether `number` is a valid phone number of the country `code`, written
 * nationally (06 12 34 56 78) or internationally (+33 6 12 34 56 78). An
 * international number must carry the country's calling code: +32 … is not a
 * French number, while +590 … fits Guadeloupe, Saint-Barthélemy and
 * Saint-Martin, which share it.
 */
export function isPhoneNumberOf(number: string, code: string): boolean {
  if (!isSupportedCountry(code)) return false;
  const parsed = parsePhoneNumberFromString(number, code);
  return (
    parsed !== undefined &&
    parsed.isValid() &&
    parsed.countryCallingCode === getCountryCallingCode(code)
  );
}
