import type { CalendarQuarter } from '../../../questionnaire/spain/calendar/tax-calendar.js';

/** The quarter of the calendar year a date (YYYY-MM-DD) falls in. */
export function getQuarterOfDate(date: string): CalendarQuarter {
  return (Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1) as CalendarQuarter;
}

/** Whether `date` falls in `quarter` of `year`. */
export function isInQuarter(date: string, year: number, quarter: CalendarQuarter): boolean {
  return Number(date.slice(0, 4)) === year && getQuarterOfDate(date) === quarter;
}

/** Whether `date` falls in `year` on or before the end of `quarter`: the year to date of a modelo 130. */
export function isInYearToQuarter(date: string, year: number, quarter: CalendarQuarter): boolean {
  return Number(date.slice(0, 4)) === year && getQuarterOfDate(date) <= quarter;
}
