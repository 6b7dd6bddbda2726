/**
 * Plain calendar dates (YYYY-MM-DD) for legal deadlines: a deadline is a day
 * in the registry's calendar, never an instant, so the arithmetic runs on UTC
 * dates and no time zone or clock change can move it.
 */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date (2027-02-29 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = toUtc(value);
  return formatUtc(date) === value;
}

function toUtc(value: CalendarDate): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function formatUtc(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

/** The number of days in a month (1-12) of a year, leap years counted. */
export function getDaysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date some days later (or earlier when negative). */
export function addDays(value: CalendarDate, days: number): CalendarDate {
  const date = toUtc(value);
  date.setUTCDate(date.getUTCDate() + days);
  return formatUtc(date);
}

/**
 * A date some months later, the day clamped to the end of a shorter month, as
 * the courts read "within six months": 31 August + 6 months is 28 or 29
 * February, and the last day of a month stays the last day (30 June + 6
 * months is 31 December).
 */
export function addMonths(value: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = getDaysInMonth(targetYear, targetMonth);
  const isMonthEnd = day === getDaysInMonth(year, month);
  return makeDate(targetYear, targetMonth, isMonthEnd ? lastDay : Math.min(day, lastDay));
}

/** The date of a year, month (1-12) and day. */
export function makeDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last day of the month a date is in. */
export function getEndOfMonth(value: CalendarDate): CalendarDate {
  const { year, month } = splitDate(value);
  return makeDate(year, month, getDaysInMonth(year, month));
}

/** The year, month (1-12) and day of a date. */
export function splitDate(value: CalendarDate): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Whether a date falls on a Saturday or a Sunday. */
export function isWeekend(value: CalendarDate): boolean {
  const weekday = toUtc(value).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The n-th working day (Monday to Friday) after a date. French tax deadlines
 * such as "le deuxième jour ouvré suivant le 1er mai" count this way; public
 * holidays other than the starting day are not removed, which can only make
 * the date earlier, never late.
 */
export function addWorkingDays(value: CalendarDate, count: number): CalendarDate {
  let date = value;
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/**
 * The first date on or after `from` that falls on a month and day of the
 * year (a financial year end such as 31 December); 29 February counts as 28
 * February in common years.
 */
export function getNextMonthDay(from: CalendarDate, month: number, day: number): CalendarDate {
  const { year } = splitDate(from);
  for (const candidateYear of [year, year + 1]) {
    const candidate = makeDate(
      candidateYear,
      month,
      Math.min(day, getDaysInMonth(candidateYear, month)),
    );
    if (candidate >= from) return candidate;
  }
  return makeDate(year + 1, month, Math.min(day, getDaysInMonth(year + 1, month)));
}

/** A calendar date as the product shows dates (dd/mm/yyyy, spec 02 §9). */
export function formatCalendarDate(value: CalendarDate): string {
  const { year, month, day } = splitDate(value);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
