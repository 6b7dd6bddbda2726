/**
 * A Spanish postal code: five digits whose first two are the province,
 * 01 (Álava) to 50 (Zaragoza) in alphabetical order of the old names, then
 * 51 Ceuta and 52 Melilla (Correos, the postal code system of 1984).
 */
export function isSpanishPostalCode(value: string): boolean {
  const match = /^(\d{2})\d{3}$/.exec(value);
  if (!match) return false;
  const province = Number(match[1]);
  return province >= 1 && province <= 52;
}
