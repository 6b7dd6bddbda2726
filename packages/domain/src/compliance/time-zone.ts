import { FRENCH_TIME_ZONE, getCalendarDate } from '../questionnaire/calendar-date.js';
import { addDays, type CalendarDate } from './calendar.js';
import type { ComplianceLegalForm } from './content/obligation.js';

/** Companies House and HMRC count their deadlines in days of London. */
export const UK_TIME_ZONE = 'Europe/London';

/**
 * The time zone whose days a plan's deadlines are: London for a UK limited
 * company, Paris for the French forms (their registries and tax offices).
 */
export function getComplianceTimeZone(legalForm: ComplianceLegalForm): string {
  return legalForm === 'LTD' ? UK_TIME_ZONE : FRENCH_TIME_ZONE;
}

export interface ReminderWindow {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The deadlines a founder is reminded of at `now`: from today to `daysBefore`
 * days ahead, both included, "today" being the day in the plan's own time zone
 * (at 23:30 in London it is already the next day in Paris).
 */
export function getReminderWindow(
  now: Date,
  legalForm: ComplianceLegalForm,
  daysBefore: number,
): ReminderWindow {
  const today = getCalendarDate(now, getComplianceTimeZone(legalForm));
  return { from: today, to: addDays(today, daysBefore) };
}
