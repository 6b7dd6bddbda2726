import { getAutonomoTaxCalendar } from '@foundly/domain';
import { describe, expect, it } from 'vitest';
import { daysBetween, findNextDeadline, formatIsoDate, groupByMonth } from './calendar-months.js';

const CALENDAR_2026 = getAutonomoTaxCalendar(2026);

describe('groupByMonth', () => {
  it('gives the twelve months of a year, each once and in order', () => {
    const months = groupByMonth(CALENDAR_2026);
    expect(months.map((month) => month.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(months.flatMap((month) => month.obligations)).toEqual(CALENDAR_2026);
  });

  it('puts every obligation in the month of its deadline', () => {
    for (const month of groupByMonth(CALENDAR_2026)) {
      for (const obligation of month.obligations) {
        expect(obligation.deadline.startsWith(month.key)).toBe(true);
      }
    }
  });
});

describe('findNextDeadline', () => {
  it('a deadline on the day itself is still the next one', () => {
    const first = CALENDAR_2026[0]!;
    expect(findNextDeadline(CALENDAR_2026, first.deadline)).toBe(first);
  });

  it('a year whose deadlines have all passed has none', () => {
    expect(findNextDeadline(CALENDAR_2026, '2027-01-01')).toBeUndefined();
  });
});

describe('dates', () => {
  it('formats 2026-01-30 as 30/01/2026', () => {
    expect(formatIsoDate('2026-01-30')).toBe('30/01/2026');
  });

  it('counts the days across the end of a month', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
  });
});
