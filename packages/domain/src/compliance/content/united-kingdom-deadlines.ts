import { addDays, addMonths, getEndOfMonth, type CalendarDate } from '../calendar.js';

/**
 * The first accounting reference date of a company that kept the default:
 * the last day of the month in which the first anniversary of its
 * incorporation falls (Companies Act 2006, s.391(4)).
 */
export function getFirstAccountingReferenceDate(incorporation: CalendarDate): CalendarDate {
  return getEndOfMonth(addMonths(incorporation, 12));
}

/**
 * The first confirmation statement: the review period ends on the first
 * anniversary of incorporation and the statement is due within 14 days after
 * it (Companies Act 2006, s.853A).
 */
export function getFirstConfirmationStatementDeadline(incorporation: CalendarDate): CalendarDate {
  return addDays(addMonths(incorporation, 12), 14);
}

/**
 * The first accounts of a private company: 21 months after incorporation
 * (Companies Act 2006, s.442(3)), later than 9 months after a default first
 * accounting reference date. Months are counted as s.443 does: a period that
 * starts on a month's last day ends on a month's last day.
 */
export function getFirstAccountsDeadline(incorporation: CalendarDate): CalendarDate {
  return addMonths(incorporation, 21);
}

/** Telling HMRC the company is active for Corporation Tax: within 3 months of starting to trade. */
export function getCorporationTaxRegistrationDeadline(incorporation: CalendarDate): CalendarDate {
  return addMonths(incorporation, 3);
}

/**
 * The end of the first Corporation Tax accounting period: an accounting
 * period lasts at most 12 months, so it ends the day before the first
 * anniversary when the company's first financial year is longer (counted
 * from the day before incorporation, so 29 February 2024 gives 28 February
 * 2025).
 */
export function getFirstCorporationTaxPeriodEnd(incorporation: CalendarDate): CalendarDate {
  const twelveMonths = addMonths(addDays(incorporation, -1), 12);
  const referenceDate = getFirstAccountingReferenceDate(incorporation);
  return twelveMonths < referenceDate ? twelveMonths : referenceDate;
}

/** Corporation Tax is payable 9 months and 1 day after the end of the accounting period. */
export function getCorporationTaxPaymentDeadline(incorporation: CalendarDate): CalendarDate {
  return addDays(addMonths(getFirstCorporationTaxPeriodEnd(incorporation), 9), 1);
}

/** The Company Tax Return (CT600) is due 12 months after the end of the accounting period. */
export function getCompanyTaxReturnDeadline(incorporation: CalendarDate): CalendarDate {
  return addMonths(getFirstCorporationTaxPeriodEnd(incorporation), 12);
}
