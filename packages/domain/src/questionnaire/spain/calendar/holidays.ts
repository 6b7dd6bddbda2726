import type { IsoDate } from '../../validation/dates.js';
import { addDays, getWeekday, toIsoDate } from './days.js';
import { getGoodFriday } from './easter.js';

/**
 * The fixed national holidays of Spain (Estatuto de los Trabajadores art.
 * 37.2 and Real Decreto 2001/1983 art. 45, as the yearly resolution of the
 * Dirección General de Trabajo publishes them in the BOE): New Year, Epiphany,
 * Labour Day, Assumption, National Day, All Saints, Constitution Day,
 * Immaculate Conception and Christmas, as month and day.
 */
const FIXED_NATIONAL_HOLIDAYS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 6],
  [5, 1],
  [8, 15],
  [10, 12],
  [11, 1],
  [12, 6],
  [12, 8],
  [12, 25],
];

/**
 * The national holidays of a year: the fixed ones and Good Friday, the only
 * movable feast that is a holiday everywhere in Spain. Regional and local
 * holidays (Holy Thursday, Easter Monday, a region's day), and a region
 * moving a holiday that falls on a Sunday to the Monday, are left out: a
 * deadline of the tax agency or social security runs the same for every
 * founder.
 */
export function getNationalHolidays(year: number): IsoDate[] {
  return [
    ...FIXED_NATIONAL_HOLIDAYS.map(([month, day]) => toIsoDate(year, month, day)),
    getGoodFriday(year),
  ].sort();
}

/**
 * Whether an administration is open on a date: not a Saturday, a Sunday or a
 * national holiday. Since Ley 39/2015 art. 30.2 Saturdays are non-business
 * days (días inhábiles) for administrative deadlines, as Sundays and declared
 * holidays are.
 */
export function isSpanishBusinessDay(date: IsoDate): boolean {
  const weekday = getWeekday(date);
  if (weekday === 0 || weekday === 6) return false;
  return !getNationalHolidays(Number(date.slice(0, 4))).includes(date);
}

/**
 * The deadline a legal last day gives: that day, or the next business day
 * when it is a Saturday, a Sunday or a national holiday. Ley 39/2015 de
 * Procedimiento Administrativo Común art. 30.5 ("cuando el último día del
 * plazo sea inhábil, se entenderá prorrogado al primer día hábil
 * siguiente", formerly Ley 30/1992 art. 48.3) applies to tax returns through
 * Ley 58/2003 General Tributaria art. 7.2, which makes the general
 * administrative law supplementary in tax matters.
 */
export function getDeadline(lastDay: IsoDate): IsoDate {
  let date = lastDay;
  while (!isSpanishBusinessDay(date)) date = addDays(date, 1);
  return date;
}

/** The last business day on or before a date (a bank charge is made on it, not after it). */
export function getBusinessDayOnOrBefore(date: IsoDate): IsoDate {
  let day = date;
  while (!isSpanishBusinessDay(day)) day = addDays(day, -1);
  return day;
}
