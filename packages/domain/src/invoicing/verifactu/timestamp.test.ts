import { describe, expect, it } from 'vitest';
import { formatVerifactuTimestamp, isVerifactuTimestamp } from './timestamp.js';

describe('formatVerifactuTimestamp', () => {
  it.each([
    ['winter time in Madrid, +01:00', '2024-01-01T18:20:30Z', '2024-01-01T19:20:30+01:00'],
    ['summer time in Madrid, +02:00', '2026-07-01T08:00:00Z', '2026-07-01T10:00:00+02:00'],
    ['the first second of summer time', '2026-03-29T01:00:00Z', '2026-03-29T03:00:00+02:00'],
    ['the day after in Madrid', '2026-12-31T23:30:00Z', '2027-01-01T00:30:00+01:00'],
  ])('%s: %s is %s', (_what, instant, text) => {
    expect(formatVerifactuTimestamp(new Date(instant))).toBe(text);
  });

  it('in the Canary Islands, winter time is +00:00', () => {
    expect(formatVerifactuTimestamp(new Date('2026-01-10T12:00:00Z'), 'Atlantic/Canary')).toBe(
      '2026-01-10T12:00:00+00:00',
    );
  });

  it.each([
    ['2024-01-01T19:20:30+01:00', true],
    ['2024-01-01T19:20:30Z', false],
    ['2024-01-01 19:20:30+01:00', false],
    ['2024-13-01T19:20:30+01:00', false],
  ])('%s is a record timestamp: %s', (value, valid) => {
    expect(isVerifactuTimestamp(value)).toBe(valid);
  });
});
