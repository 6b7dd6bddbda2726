import { describe, expect, it } from 'vitest';
import {
  getIrpfWithholdingRate,
  isIrpfWithholdingRateAllowed,
  isNewActivityWithholdingAllowed,
} from './irpf-withholding.js';

describe('the 7 % rate of a new activity', () => {
  it.each([
    ['in the year of the start', '2026-05-01', '2026-12-31', 0.07],
    ['in the first following year', '2026-05-01', '2027-01-01', 0.07],
    ['in the second following year, on its last day', '2026-05-01', '2028-12-31', 0.07],
    ['in the third following year', '2026-05-01', '2029-01-01', 0.15],
    ['before the start (a date typed wrong)', '2026-05-01', '2025-12-31', 0.15],
  ])('an invoice %s (start %s, invoice %s) withholds %s', (_what, start, invoice, rate) => {
    expect(getIrpfWithholdingRate({ activityStartDate: start, invoiceDate: invoice })).toBe(rate);
  });

  it.each([
    ['ended more than a year before the start', '2025-04-30', true],
    ['ended exactly one year before the start', '2025-05-01', false],
    ['ended within the year before the start', '2025-11-30', false],
  ])('an earlier activity that %s (%s): 7 % allowed %s', (_what, previousEnd, allowed) => {
    expect(
      isNewActivityWithholdingAllowed({
        activityStartDate: '2026-05-01',
        previousActivityEndDate: previousEnd,
        invoiceDate: '2026-06-01',
      }),
    ).toBe(allowed);
  });
});

describe('isIrpfWithholdingRateAllowed', () => {
  const business = { recipientIsBusiness: true, newActivityAllowed: false };
  const newBusiness = { recipientIsBusiness: true, newActivityAllowed: true };
  const consumer = { recipientIsBusiness: false, newActivityAllowed: true };

  it.each([
    ['15 % to a business', 0.15, business, true],
    ['no withholding to a business (an activity that is not professional)', 0, business, true],
    ['7 % to a business from a new activity', 0.07, newBusiness, true],
    ['15 % to a business from a new activity (its choice)', 0.15, newBusiness, true],
    ['7 % when the activity is no longer new', 0.07, business, false],
    ['19 %, the rate of rents and capital', 0.19, business, false],
    ['15 % to a consumer', 0.15, consumer, false],
    ['7 % to a consumer', 0.07, consumer, false],
    ['nothing to a consumer', 0, consumer, true],
    ['a negative rate', -0.15, business, false],
  ])('%s: %s', (_what, rate, context, allowed) => {
    expect(isIrpfWithholdingRateAllowed(rate, context)).toBe(allowed);
  });
});
