import { describe, expect, it } from 'vitest';
import { getComplianceTimeZone, getReminderWindow } from './time-zone.js';

describe('getComplianceTimeZone', () => {
  it('counts a UK company’s deadlines in London and the French forms’ in Paris', () => {
    expect(getComplianceTimeZone('LTD')).toBe('Europe/London');
    expect(getComplianceTimeZone('SASU')).toBe('Europe/Paris');
    expect(getComplianceTimeZone('EURL')).toBe('Europe/Paris');
    expect(getComplianceTimeZone('MICROENTERPRISE')).toBe('Europe/Paris');
  });
});

describe('getReminderWindow', () => {
  it('starts on the plan’s own today when Paris is already on the next day', () => {
    const lateInLondon = new Date('2027-03-09T23:30:00Z');
    expect(getReminderWindow(lateInLondon, 'LTD', 14)).toEqual({
      from: '2027-03-09',
      to: '2027-03-23',
    });
    expect(getReminderWindow(lateInLondon, 'SASU', 14)).toEqual({
      from: '2027-03-10',
      to: '2027-03-24',
    });
  });

  it('follows summer time in both cities', () => {
    const lateInSummer = new Date('2027-07-01T22:30:00Z');
    expect(getReminderWindow(lateInSummer, 'LTD', 14).from).toBe('2027-07-01');
    expect(getReminderWindow(lateInSummer, 'EURL', 14).from).toBe('2027-07-02');
  });

  it('crosses a month and a year end', () => {
    expect(getReminderWindow(new Date('2026-12-20T12:00:00Z'), 'SASU', 14)).toEqual({
      from: '2026-12-20',
      to: '2027-01-03',
    });
  });
});
