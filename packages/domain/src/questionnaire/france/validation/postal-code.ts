/** A French postal code: five digits (overseas ones start with 97 or 98). */
export function isFrenchPostalCodeFormat(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * A postal code of another country: up to 12 letters, digits, spaces and
 * hyphens (the longest formats, such as Brazil's 01310-200 or the UK's
 * SW1A 1AA, fit), starting with a letter or digit.
 */
export function isForeignPostalCodeFormat(value: string): boolean {
  return /^[\p{L}\d][\p{L}\d -]{0,11}$/u.test(value);
}
