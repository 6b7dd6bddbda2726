import { describe, expect, it } from 'vitest';
import { addDays, getWeekday } from './days.js';
import { getEasterSunday, getGoodFriday } from './easter.js';
import {
  getBusinessDayOnOrBefore,
  getDeadline,
  getNationalHolidays,
  isSpanishBusinessDay,
} from './holidays.js';
import { getAutonomoTaxCalendar, type AutonomoObligation } from './tax-calendar.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAYS[getWeekday(date)];

function find(calendar: AutonomoObligation[], id: string): AutonomoObligation {
  const found = calendar.find((obligation) => obligation.id === id);
  if (!found) throw new Error(`No obligation ${id}`);
  return found;
}

describe('days', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-22', -3, '2026-11-19'],
  ])('%s %i day(s) is %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    ['2026-01-30', 'Friday'],
    ['2026-04-20', 'Monday'],
    ['2026-10-20', 'Tuesday'],
    ['2027-01-30', 'Saturday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe('Easter', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(getEasterSunday(year)).toBe(date);
  });

  it.each([
    [2026, '2026-04-03'],
    [2027, '2027-03-26'],
  ])('Good Friday %i is %s', (year, date) => {
    expect(getGoodFriday(year)).toBe(date);
    expect(weekdayOf(date)).toBe('Friday');
  });
});

describe('national holidays', () => {
  it('2026 has the nine fixed holidays and Good Friday, 3 April', () => {
    expect(getNationalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-05-01',
      '2026-08-15',
      '2026-10-12',
      '2026-11-01',
      '2026-12-06',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it.each([
    ['a Monday', '2026-04-20', true],
    ['a Saturday', '2026-04-18', false],
    ['a Sunday', '2026-04-19', false],
    ['Good Friday 2027', '2027-03-26', false],
    ['Holy Thursday, a regional holiday only', '2027-03-25', true],
    ['Epiphany', '2027-01-06', false],
    ['Constitution Day', '2027-12-06', false],
  ])('%s (%s) is a business day: %s', (_what, date, business) => {
    expect(isSpanishBusinessDay(date)).toBe(business);
  });

  it.each([
    ['a business day stays', '2026-04-20', '2026-04-20'],
    ['a Saturday moves to Monday', '2027-01-30', '2027-02-01'],
    ['a Sunday moves to Monday', '2028-01-30', '2028-01-31'],
    ['a holiday Friday moves to Monday', '2027-03-26', '2027-03-29'],
    ['Christmas on Friday 2026 moves to Monday 28 December', '2026-12-25', '2026-12-28'],
  ])('a deadline on %s: %s → %s', (_what, lastDay, deadline) => {
    expect(getDeadline(lastDay)).toBe(deadline);
  });

  it('a charge due on a Saturday is made the Friday before', () => {
    expect(getBusinessDayOnOrBefore('2026-01-31')).toBe('2026-01-30');
  });
});

describe('getAutonomoTaxCalendar', () => {
  const y2026 = getAutonomoTaxCalendar(2026);
  const y2027 = getAutonomoTaxCalendar(2027);

  it('a year has 4 quarterly VAT returns, 4 instalments, 1 VAT summary, 1 Renta and 12 quotas', () => {
    const count = (kind: string) => y2026.filter((obligation) => obligation.kind === kind).length;
    expect(
      [
        'vatQuarterly',
        'incomeTaxInstalment',
        'vatAnnualSummary',
        'incomeTaxReturn',
        'socialSecurityQuota',
      ].map(count),
    ).toEqual([4, 4, 1, 1, 12]);
  });

  it('is sorted by deadline', () => {
    const deadlines = y2026.map((obligation) => obligation.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
  });

  it.each([
    ['vatQuarterly-2025-Q4', '2026-01-01', '2026-01-30', '2026-01-30', 'Friday'],
    ['incomeTaxInstalment-2025-Q4', '2026-01-01', '2026-01-30', '2026-01-30', 'Friday'],
    ['vatAnnualSummary-2025', '2026-01-01', '2026-01-30', '2026-01-30', 'Friday'],
    ['vatQuarterly-2026-Q1', '2026-04-01', '2026-04-20', '2026-04-20', 'Monday'],
    ['incomeTaxInstalment-2026-Q1', '2026-04-01', '2026-04-20', '2026-04-20', 'Monday'],
    ['vatQuarterly-2026-Q2', '2026-07-01', '2026-07-20', '2026-07-20', 'Monday'],
    ['vatQuarterly-2026-Q3', '2026-10-01', '2026-10-20', '2026-10-20', 'Tuesday'],
    ['incomeTaxReturn-2025', '2026-04-08', '2026-06-30', '2026-06-30', 'Tuesday'],
  ])('2026: %s from %s to %s, due %s (%s)', (id, start, end, deadline, weekday) => {
    const obligation = find(y2026, id);
    expect([obligation.windowStart, obligation.windowEnd, obligation.deadline]).toEqual([
      start,
      end,
      deadline,
    ]);
    expect(weekdayOf(obligation.deadline)).toBe(weekday);
    expect(obligation.moved).toBe(false);
  });

  it('the forms of the quarterly and annual returns', () => {
    expect(find(y2026, 'vatQuarterly-2026-Q1').form).toBe('303');
    expect(find(y2026, 'incomeTaxInstalment-2026-Q1').form).toBe('130');
    expect(find(y2026, 'vatAnnualSummary-2025').form).toBe('390');
    expect(find(y2026, 'incomeTaxReturn-2025').form).toBe('100');
    expect(find(y2026, 'socialSecurityQuota-2026-01').authority).toBe('TGSS');
  });

  it.each([
    ['vatQuarterly-2026-Q4', '2027-01-30', '2027-02-01', true],
    ['incomeTaxInstalment-2026-Q4', '2027-01-30', '2027-02-01', true],
    ['vatAnnualSummary-2026', '2027-01-30', '2027-02-01', true],
    ['vatQuarterly-2027-Q1', '2027-04-20', '2027-04-20', false],
    ['vatQuarterly-2027-Q2', '2027-07-20', '2027-07-20', false],
    ['vatQuarterly-2027-Q3', '2027-10-20', '2027-10-20', false],
    ['incomeTaxReturn-2026', '2027-06-30', '2027-06-30', false],
  ])('2027: %s, last day %s, due %s (moved: %s)', (id, end, deadline, moved) => {
    const obligation = find(y2027, id);
    expect([obligation.windowEnd, obligation.deadline, obligation.moved]).toEqual([
      end,
      deadline,
      moved,
    ]);
  });

  it('the Renta campaign of 2025 opens on 8 April 2026; a later one is marked estimated', () => {
    expect(find(y2026, 'incomeTaxReturn-2025')).toMatchObject({
      windowStart: '2026-04-08',
      estimated: false,
    });
    expect(find(y2027, 'incomeTaxReturn-2026')).toMatchObject({
      windowStart: '2027-04-01',
      estimated: true,
    });
  });

  it('a Renta campaign closing on a Sunday ends on the Monday: 30 June 2024 → 1 July', () => {
    expect(find(getAutonomoTaxCalendar(2024), 'incomeTaxReturn-2023').deadline).toBe('2024-07-01');
  });

  it('a quarter’s deadline on Easter Sunday moves to Monday: 20 April 2025 → 21 April', () => {
    expect(find(getAutonomoTaxCalendar(2025), 'vatQuarterly-2025-Q1').deadline).toBe('2025-04-21');
  });

  it.each([
    ['2026-01', '2026-01-30', true],
    ['2026-02', '2026-02-27', true],
    ['2026-03', '2026-03-31', false],
    ['2026-05', '2026-05-29', true],
    ['2026-10', '2026-10-30', true],
    ['2026-12', '2026-12-31', false],
  ])('the RETA quota of %s is charged on %s, the last business day', (month, charge, moved) => {
    const quota = find(y2026, `socialSecurityQuota-${month}`);
    expect([quota.deadline, quota.moved]).toEqual([charge, moved]);
    expect(isSpanishBusinessDay(quota.deadline)).toBe(true);
  });

  it('the RETA quota of July 2027 is charged on Friday 30 July, the 31st a Saturday', () => {
    expect(find(y2027, 'socialSecurityQuota-2027-07').deadline).toBe('2027-07-30');
  });

  it('every deadline is a business day', () => {
    for (const obligation of [...y2026, ...y2027]) {
      expect(isSpanishBusinessDay(obligation.deadline), obligation.id).toBe(true);
    }
  });
});
