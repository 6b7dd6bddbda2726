export { getEasterSunday, getGoodFriday } from './easter.js';
export { getNationalHolidays, isSpanishBusinessDay } from './holidays.js';
export {
  getAutonomoTaxCalendar,
  getQuarterlyReturnDeadline,
  type CalendarQuarter,
  type AutonomoObligation,
  type AutonomoObligationKind,
  type ObligationPeriod,
} from './tax-calendar.js';
