import { SPANISH_PROVINCES } from '../../../ocr/spanish-provinces.js';
import { normaliseSpanishPostalCode } from '../../validation/postal-codes.js';

/**
 * The provinces whose companies answer to another tax administration than the
 * AEAT's common regime, which the product does not serve (see
 * `spain/fiscal-territory.ts`): the foral territories (Álava 01, Gipuzkoa 20,
 * Navarra 31, Bizkaia 48) and the Canary Islands (Las Palmas 35, Santa Cruz
 * de Tenerife 38).
 */
const PROVINCES_NOT_SERVED: ReadonlySet<string> = new Set(['01', '20', '31', '48', '35', '38']);

/** Whether the code is one of the 52 provinces' INE codes (01 to 52). */
export function isSpanishProvince(code: string): boolean {
  return Object.hasOwn(SPANISH_PROVINCES, code);
}

/** The provinces a registered office may be in, by INE code, with their name. */
export function listServedProvinces(): { code: string; name: string }[] {
  return Object.entries(SPANISH_PROVINCES)
    .filter(([code]) => !PROVINCES_NOT_SERVED.has(code))
    .map(([code, names]) => ({ code, name: names[0] }));
}

/** Whether the product forms companies whose registered office is in this province. */
export function isProvinceServed(code: string): boolean {
  return isSpanishProvince(code) && !PROVINCES_NOT_SERVED.has(code);
}

/** Whether a postal code belongs to the province: its first two digits are the province's code. */
export function isPostalCodeOfProvince(postalCode: string, province: string): boolean {
  return normaliseSpanishPostalCode(postalCode).slice(0, 2) === province;
}
