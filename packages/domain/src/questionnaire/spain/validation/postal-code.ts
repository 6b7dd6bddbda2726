/** A Spanish postal code as typed, without its spaces (28 014 → 28014). */
export function normaliseSpanishPostalCode(value: string): string {
  return value.replace(/\s+/g, '');
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
