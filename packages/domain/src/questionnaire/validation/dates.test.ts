import { describe, expect, it } from 'vitest';
import { isAdultOn, isDayOfYear, isIsoDate, subtractMonths } from './dates.js';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '2026-04-30'])('%s is a date', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    ['29 February of a common year', '2023-02-29'],
    ['29 February 1900 (not a leap year)', '1900-02-29'],
    ['31 April', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-01-00'],
    ['a French date', '31/12/2026'],
    ['a date with a time', '2026-01-01T00:00:00Z'],
    ['a one-digit month', '2026-1-01'],
  ])('%s is not a date', (_what, date) => {
    expect(isIsoDate(date)).toBe(false);
  });
});

describe('coming of age', () => {
  it.each([
    ['18 on the day', '2008-06-15', '2026-06-15', true],
    ['17 the day before their birthday', '2008-06-15', '2026-06-14', false],
    ['born 29 February: of age on 1 March of a common year', '2008-02-29', '2026-03-01', true],
    ['born 29 February: still 17 on 28 February', '2008-02-29', '2026-02-28', false],
    ['born today', '2026-06-15', '2026-06-15', false],
  ])('%s', (_what, birth, today, adult) => {
    expect(isAdultOn(birth, today)).toBe(adult);
  });
});

describe('subtractMonths', () => {
  it.each([
    ['2026-11-22', 3, '2026-08-22'],
    ['2026-02-15', 3, '2025-11-15'],
    ['2026-05-31', 3, '2026-02-28'],
    ['2024-05-31', 3, '2024-02-29'],
    ['2026-12-31', 1, '2026-11-30'],
    ['2026-01-10', 12, '2025-01-10'],
  ])('%s minus %i months is %s', (date, months, expected) => {
    expect(subtractMonths(date, months)).toBe(expected);
  });
});

describe('end of financial year (DD/MM)', () => {
  it.each(['31/12', '30/06', '28/02', '01/01', '31/03'])('%s is accepted', (value) => {
    expect(isDayOfYear(value)).toBe(true);
  });

  it.each([
    ['29/02, missing three years out of four', '29/02'],
    ['31/04', '31/04'],
    ['00/12', '00/12'],
    ['31/13', '31/13'],
    ['a one-digit day', '1/01'],
    ['month first', '12/31'],
    ['an ISO date', '2026-12-31'],
  ])('%s is refused', (_what, value) => {
    expect(isDayOfYear(value)).toBe(false);
  });
});
