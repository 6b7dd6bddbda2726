import { parseIsoDate, type IsoDate } from '../../validation/dates.js';

const MS_PER_DAY = 86_400_000;

function toUtc(date: IsoDate): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not an ISO date: ${date}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day);
}

function fromUtc(time: number): IsoDate {
  return new Date(time).toISOString().slice(0, 10);
}

/** A calendar date written YYYY-MM-DD from its year, month (1–12) and day. */
export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return fromUtc(Date.UTC(year, month - 1, day));
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * MS_PER_DAY);
}

/** The day of the week of a date: 0 Sunday, 1 Monday … 6 Saturday. */
export function getWeekday(date: IsoDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** The last day of a month (1–12). */
export function getLastDayOfMonth(year: number, month: number): IsoDate {
  return fromUtc(Date.UTC(year, month, 0));
}
