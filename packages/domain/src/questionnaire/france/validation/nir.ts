/**
 * The NIR, France's social security number (numéro d'inscription au
 * répertoire), as defined by décret n° 82-103 du 22 janvier 1982 relatif au
 * répertoire national d'identification des personnes physiques (Légifrance)
 * and described by INSEE: 13 characters and a 2-digit key.
 *
 * - sex: 1 man, 2 woman; 3 and 4 for a foreign-born person being registered,
 *   7 and 8 for a temporary number (odd men, even women);
 * - year of birth, 2 digits;
 * - month of birth 01–12; 20 when unknown, 30–42 and 50–99 for numbers made
 *   from incomplete civil status documents;
 * - department of birth: 2 digits (99 abroad, 97 and 98 overseas, whose
 *   third digit starts the commune field), or 2A/2B for Corsica;
 * - commune of birth (or country, abroad), 3 digits;
 * - order number in the birth register of that month, 001–999;
 * - key: 97 − (the 13-character number modulo 97), where 2A counts as 19 and
 *   2B as 18.
 */
import { Gender } from '@foundly/proto';

export interface Nir {
  /** The 15 characters, without spaces, upper-case. */
  value: string;
  sex: Gender;
  /** The last two digits of the year of birth. */
  year: number;
  /** 1–12, or one of the codes for an unknown month (20, 30–42, 50–99). */
  month: number;
  department: string;
}

const NIR =
  /^([123478])(\d{2})(0[1-9]|1[0-2]|20|3\d|4[0-2]|[5-9]\d)(\d{2}|2[AB])(\d{3})(\d{3})(\d{2})$/;

/** The number as typed, without its spaces, upper-case (2a → 2A). */
export function normaliseNir(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The key of the first 13 characters of a NIR, 1–97 (13 digits fit a double exactly). */
export function computeNirKey(first13: string): number {
  const digits = first13.replace('2A', '19').replace('2B', '18');
  return 97 - (Number(digits) % 97);
}

/** The parts of a NIR, undefined when it is malformed or its key is wrong. */
export function parseNir(input: string): Nir | undefined {
  const value = normaliseNir(input);
  const match = NIR.exec(value);
  if (!match) return undefined;
  const [, sex, year, month, department, , order, key] = match;
  if (order === '000') return undefined;
  if (computeNirKey(value.slice(0, 13)) !== Number(key)) return undefined;
  return {
    value,
    sex: Number(sex) % 2 === 1 ? Gender.MALE : Gender.FEMALE,
    year: Number(year),
    month: Number(month),
    department: department!,
  };
}

/** Whether a social security number is well formed and its key matches. Spaces are ignored. */
export function isValidNir(input: string): boolean {
  return parseNir(input) !== undefined;
}
