import {
  addDays,
  addMonths,
  addWorkingDays,
  getEndOfMonth,
  getNextMonthDay,
  makeDate,
  splitDate,
  type CalendarDate,
} from '../calendar.js';
import { YES } from '../question-model.js';
import { FRENCH_YEAR_ENDS } from './france-questions.js';
import { hasAnswer, type CompanyFacts } from './obligation.js';

/**
 * The end of the first financial year: the first chosen year end after
 * registration, or the one after it when the founder chose a long first
 * year. Undefined when the year end is one the rules do not date.
 */
export function getFirstYearEnd(facts: CompanyFacts): CalendarDate | undefined {
  const yearEnd = FRENCH_YEAR_ENDS[facts.answers['fr.year_end']?.[0] ?? ''];
  if (!yearEnd) return undefined;
  const first = getNextMonthDay(addDays(facts.registrationDate, 1), yearEnd.month, yearEnd.day);
  return hasAnswer(facts, 'fr.first_year_long', YES) ? addMonths(first, 12) : first;
}

/**
 * The deadline of an annual return that follows a year end (liasse fiscale,
 * CA12): the second working day after 1 May for a year closed on 31 December
 * (CGI art. 223 and ann. II art. 242 sexies), three months after the year end
 * otherwise.
 */
export function getAnnualReturnDeadline(yearEnd: CalendarDate): CalendarDate {
  const { year, month, day } = splitDate(yearEnd);
  if (month === 12 && day === 31) return addWorkingDays(makeDate(year + 1, 5, 1), 2);
  return addMonths(yearEnd, 3);
}

/** The deadline for approving the accounts: six months after the year end. */
export function getApprovalDeadline(yearEnd: CalendarDate): CalendarDate {
  return addMonths(yearEnd, 6);
}

/** The deadline for filing the approved accounts: one month after the approval deadline. */
export function getFilingDeadline(yearEnd: CalendarDate): CalendarDate {
  return addMonths(getApprovalDeadline(yearEnd), 1);
}

/** The CFE's initial declaration: 31 December of the year the business was created (CGI art. 1477). */
export function getCfeDeadline(registrationDate: CalendarDate): CalendarDate {
  return makeDate(splitDate(registrationDate).year, 12, 31);
}

/** The last month (1-12) of the calendar quarter a month is in. */
function getQuarterEndMonth(month: number): number {
  return Math.ceil(month / 3) * 3;
}

/**
 * The first CA3 VAT return of the normal regime: the 15th of the month after
 * the first period (the month, or the quarter, of registration). The tax
 * office sets each business's day between the 15th and the 24th; the 15th is
 * never late.
 */
export function getFirstCa3Deadline(facts: CompanyFacts): CalendarDate {
  const { year, month } = splitDate(facts.registrationDate);
  const periodEnd = hasAnswer(facts, 'fr.vat_frequency', 'quarterly')
    ? getQuarterEndMonth(month)
    : month;
  const due = addMonths(makeDate(year, periodEnd, 1), 1);
  return makeDate(splitDate(due).year, splitDate(due).month, 15);
}

/**
 * A micro-entrepreneur's first turnover declaration: it waits for the end of
 * the 90th day of activity and falls due at the deadline of the calendar
 * quarter that day is in (the last day of the month after the quarter). The
 * earliest reading of the Urssaf's rule, so never late.
 */
export function getFirstUrssafDeclarationDeadline(facts: CompanyFacts): CalendarDate {
  const ninetiethDay = addDays(facts.registrationDate, 89);
  const { year, month } = splitDate(ninetiethDay);
  const afterQuarter = addMonths(makeDate(year, getQuarterEndMonth(month), 1), 1);
  return getEndOfMonth(afterQuarter);
}
