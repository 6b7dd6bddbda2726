import { describe, expect, it } from 'vitest';
import { FRENCH_TIME_ZONE, getCalendarDate } from './calendar-date.js';

describe('getCalendarDate in Europe/Paris', () => {
  it.each([
    ['23:30 UTC in winter is already the next day (UTC+1)', '2025-01-01T23:30:00Z', '2025-01-02'],
    ['22:59 UTC in winter is still the same day', '2025-01-01T22:59:59Z', '2025-01-01'],
    ['22:30 UTC in summer is the next day (UTC+2)', '2025-07-14T22:30:00Z', '2025-07-15'],
    ['21:59 UTC in summer is still the same day', '2025-07-14T21:59:59Z', '2025-07-14'],
    ['the night of the spring change', '2025-03-30T22:00:00Z', '2025-03-31'],
    ['New Year in Paris while UTC is still in December', '2024-12-31T23:00:00Z', '2025-01-01'],
  ])('%s', (_title, instant, expected) => {
    expect(getCalendarDate(new Date(instant), FRENCH_TIME_ZONE)).toBe(expected);
  });
});
