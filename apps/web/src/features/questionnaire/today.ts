import { FRENCH_TIME_ZONE, getCalendarDate, SPANISH_TIME_ZONE } from '@foundly/domain';

/** Today's date in France as YYYY-MM-DD, the day the French rules are checked against. */
export function todayInFrance(now: Date = new Date()): string {
  return getCalendarDate(now, FRENCH_TIME_ZONE);
}

/** Today's date in Spain as YYYY-MM-DD, the day the Spanish rules are checked against. */
export function todayInSpain(now: Date = new Date()): string {
  return getCalendarDate(now, SPANISH_TIME_ZONE);
}
