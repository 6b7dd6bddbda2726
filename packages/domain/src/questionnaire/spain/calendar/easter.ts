import type { IsoDate } from '../../validation/dates.js';
import { addDays, toIsoDate } from './days.js';

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher, published in Nature in 1876): the first Sunday after
 * the ecclesiastical full moon on or after 21 March.
 */
export function getEasterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

/** Good Friday (Viernes Santo): two days before Easter Sunday. */
export function getGoodFriday(year: number): IsoDate {
  return addDays(getEasterSunday(year), -2);
}
