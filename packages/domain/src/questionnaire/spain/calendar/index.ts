export { getEasterSunday, getGoodFriday } from './easter.js';
export { getNationalHolidays, isSpanishBusinessDay } from './holidays.js';
export {
  getAutonomoTaxCalendar,
  type AutonomoObligation,
  type AutonomoObligationKind,
  type ObligationPeriod,
} from './tax-calendar.js';
