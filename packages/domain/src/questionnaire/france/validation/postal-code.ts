/**
 * A French postal code as typed, without its spaces: the web form and people
 * write 75 011 as often as 75011.
 */
export function normaliseFrenchPostalCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A French postal code: five digits (overseas ones start with 97 or 98). Spaces are ignored. */
export function isFrenchPostalCodeFormat(value: string): boolean {
  return /^\d{5}$/.test(normaliseFrenchPostalCode(value));
}

/**
 * A postal code of another country as typed: trimmed, its spaces single and
 * its letters upper-case, as the countries that use letters print them
 * (sw1a  1aa → SW1A 1AA, 1012 ab → 1012 AB).
 */
export function normaliseForeignPostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * A postal code of another country: up to 12 letters, digits, spaces and
 * hyphens (the longest formats, such as Brazil's 01310-200 or the UK's
 * SW1A 1AA, fit), starting with a letter or digit. Read as normalised.
 */
export function isForeignPostalCodeFormat(value: string): boolean {
  return /^[\p{L}\d][\p{L}\d -]{0,11}$/u.test(normaliseForeignPostalCode(value));
}
