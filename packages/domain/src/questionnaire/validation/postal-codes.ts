/**
 * A postal code of digits as typed, without its spaces: the web forms and
 * people write 75 011 as often as 75011, and 28 014 for 28014.
 */
function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A French postal code as typed, without its spaces (75 011 → 75011). */
export const normaliseFrenchPostalCode = withoutSpaces;

/** A Spanish postal code as typed, without its spaces (28 014 → 28014). */
export const normaliseSpanishPostalCode = withoutSpaces;

/** A French postal code: five digits (overseas ones start with 97 or 98). Spaces are ignored. */
export function isFrenchPostalCodeFormat(value: string): boolean {
  return /^\d{5}$/.test(normaliseFrenchPostalCode(value));
}

/**
 * A Spanish postal code: five digits whose first two are the province,
 * 01 (Álava) to 50 (Zaragoza) in alphabetical order of the old names, then
 * 51 Ceuta and 52 Melilla (Correos, the postal code system of 1984). Spaces
 * are ignored.
 */
export function isSpanishPostalCode(value: string): boolean {
  const match = /^(\d{2})\d{3}$/.exec(normaliseSpanishPostalCode(value));
  if (!match) return false;
  const province = Number(match[1]);
  return province >= 1 && province <= 52;
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
