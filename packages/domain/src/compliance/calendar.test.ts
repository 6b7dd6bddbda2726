import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addWorkingDays,
  formatCalendarDate,
  getEndOfMonth,
  getNextMonthDay,
  isCalendarDate,
} from './calendar.js';

describe('calendar dates', () => {
  it.each([
    ['2026-08-31', 6, '2027-02-28', 'a month end six months later in a common year'],
    ['2027-08-31', 6, '2028-02-29', 'a month end six months later in a leap year'],
    ['2026-06-30', 6, '2026-12-31', '30 June stays a month end: 31 December'],
    ['2026-12-31', 6, '2027-06-30', '31 December + 6 months is 30 June'],
    ['2024-02-29', 12, '2025-02-28', '29 February + 12 months is 28 February'],
    ['2026-03-10', 21, '2027-12-10', 'an ordinary day keeps its number'],
    ['2026-01-30', 1, '2026-02-28', 'the 30th clamps to a short February'],
  ])('%s + %i months is %s (%s)', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it.each([
    ['2026-05-01', '2026-05-05', '1 May 2026 is a Friday'],
    ['2027-05-01', '2027-05-04', '1 May 2027 is a Saturday'],
    ['2028-05-01', '2028-05-03', '1 May 2028 is a Monday'],
  ])('the second working day after %s is %s (%s)', (from, expected) => {
    expect(addWorkingDays(from, 2)).toBe(expected);
  });

  it('finds the next year end on or after a day, 29 February in a common year being the 28th', () => {
    expect(getNextMonthDay('2026-03-10', 12, 31)).toBe('2026-12-31');
    expect(getNextMonthDay('2027-01-01', 12, 31)).toBe('2027-12-31');
    expect(getNextMonthDay('2026-07-01', 6, 30)).toBe('2027-06-30');
    expect(getNextMonthDay('2026-03-01', 2, 29)).toBe('2027-02-28');
    expect(getNextMonthDay('2027-03-01', 2, 29)).toBe('2028-02-29');
  });

  it('knows month ends and real dates', () => {
    expect(getEndOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });

  it('shows a date as dd/mm/yyyy', () => {
    expect(formatCalendarDate('2027-03-04')).toBe('04/03/2027');
  });
});
