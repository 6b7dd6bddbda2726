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

/**
 * A UK postcode as typed, as Royal Mail prints it: upper case, one space
 * before the inward code, its last three characters (sw1a1aa → SW1A 1AA).
 */
export function normaliseUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/**
 * A UK postcode (BS 7666; the Government Data Standards Catalogue's
 * pattern): an outward code A9, A99, AA9, AA99, A9A or AA9A, whose letters
 * by position are the ones Royal Mail allocates (no Q, V or X first; no I,
 * J or Z second), then the inward code 9AA without C, I, K, M, O or V; and
 * GIR 0AA. Read as normalised, so spaces and case do not matter.
 */
export function isUkPostcode(value: string): boolean {
  return /^(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?|[0-9][A-HJKPS-UW]) [0-9][ABD-HJLNP-UW-Z]{2})$/.test(
    normaliseUkPostcode(value),
  );
}
