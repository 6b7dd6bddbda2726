import { describe, expect, it } from 'vitest';
import { getQuarterlyReturnDeadline } from '../../../questionnaire/spain/calendar/tax-calendar.js';
import { GOLDEN_YEAR } from '../test-quarter.js';
import { computeModelo130 } from './modelo-130.js';
import { computeModelo303 } from './modelo-303.js';
import { getQuarterOfDate, isInQuarter } from './quarter.js';

describe('quarters', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-03-31', 1],
    ['2026-04-01', 2],
    ['2026-09-30', 3],
    ['2026-10-01', 4],
    ['2026-12-31', 4],
  ])('%s is in quarter %i', (date, quarter) => {
    expect(getQuarterOfDate(date)).toBe(quarter);
  });

  it('31 December 2025 is not in the first quarter of 2026', () => {
    expect(isInQuarter('2025-12-31', 2026, 1)).toBe(false);
  });
});

describe('quarterly deadlines of modelos 303 and 130', () => {
  it.each([
    [2026, 1, '2026-04-20', 'on 20 April, a Monday'],
    [2026, 2, '2026-07-20', 'on 20 July'],
    [2026, 3, '2026-10-20', 'on 20 October'],
    [2026, 4, '2027-02-01', 'on Monday 1 February, 30 January 2027 being a Saturday'],
    [2025, 1, '2025-04-21', 'on Monday 21 April, 20 April 2025 being Easter Sunday'],
    [2024, 2, '2024-07-22', 'on Monday 22 July, 20 July 2024 being a Saturday'],
  ] as const)('%i Q%i is due %s (%s)', (year, quarter, deadline, _why) => {
    expect(getQuarterlyReturnDeadline(year, quarter)).toBe(deadline);
  });
});

describe('modelo 303: the worked first quarter of 2026', () => {
  const figures = computeModelo303({ year: 2026, quarter: 1, ...GOLDEN_YEAR });

  it('IVA charged: 2,000 + 500 = 2,500 € at 21 %, 525 € of tax', () => {
    expect(figures.outputVat).toEqual([{ rate: 0.21, base: 2_500_00n, tax: 525_00n }]);
  });

  it('the rectificativa (−100 €, −21 € of IVA) is a modification, in the total: 525 − 21 = 504 €', () => {
    expect(figures.modifications).toEqual({ base: -100_00n, tax: -21_00n });
    expect(figures.totalOutputVat).toBe(504_00n);
  });

  it('the exempt base (300 €, art. 20) is apart', () => {
    expect(figures.exemptBase).toBe(300_00n);
  });

  it('IVA deductible: 21 € + half of 16.80 € (a car) + 2 € = 31.40 €', () => {
    expect(figures.deductibleBase).toBe(190_00n);
    expect(figures.deductibleInputVat).toBe(31_40n);
  });

  it('result: 504 − 31.40 = 472.60 € to pay', () => {
    expect(figures.result).toBe(472_60n);
  });

  it('the second quarter: 210 € charged, 420 € deductible, −210 € to carry forward', () => {
    const second = computeModelo303({ year: 2026, quarter: 2, ...GOLDEN_YEAR });
    expect(second.outputVat).toEqual([{ rate: 0.21, base: 1_000_00n, tax: 210_00n }]);
    expect(second.result).toBe(-210_00n);
  });

  it('several rates are listed highest first', () => {
    const mixed = computeModelo303({
      year: 2026,
      quarter: 1,
      invoices: [
        {
          issueDate: '2026-01-10',
          totals: {
            withholdingAmount: 0n,
            taxBreakdown: [
              { rate: 0.04, netAmount: 100_00n, taxAmount: 4_00n },
              { rate: 0.1, netAmount: 100_00n, taxAmount: 10_00n },
              { rate: 0.21, netAmount: 100_00n, taxAmount: 21_00n },
            ],
          },
        },
      ],
      expenses: [],
    });
    expect(mixed.outputVat.map((entry) => entry.rate)).toEqual([0.21, 0.1, 0.04]);
    expect(mixed.result).toBe(35_00n);
  });
});

describe('modelo 130: the year to date, quarter by quarter', () => {
  it('Q1: 20 % of (2,700 − 190) = 502 €, less 345 € withheld = 157 € to pay', () => {
    expect(computeModelo130({ year: 2026, quarter: 1, ...GOLDEN_YEAR })).toEqual({
      income: 2_700_00n,
      expenses: 190_00n,
      netYield: 2_510_00n,
      instalmentBase: 502_00n,
      withholdings: 345_00n,
      earlierPayments: 0n,
      result: 157_00n,
      payment: 157_00n,
    });
  });

  it('Q2: 20 % of (3,700 − 2,190) = 302 €, less 495 € withheld and 157 € paid: nothing to pay', () => {
    expect(computeModelo130({ year: 2026, quarter: 2, ...GOLDEN_YEAR })).toMatchObject({
      netYield: 1_510_00n,
      instalmentBase: 302_00n,
      withholdings: 495_00n,
      earlierPayments: 157_00n,
      result: -350_00n,
      payment: 0n,
    });
  });

  it('Q3: 20 % of (7,700 − 2,190) = 1,102 €, less 495 € and 157 € = 450 € to pay', () => {
    expect(computeModelo130({ year: 2026, quarter: 3, ...GOLDEN_YEAR })).toMatchObject({
      instalmentBase: 1_102_00n,
      earlierPayments: 157_00n,
      payment: 450_00n,
    });
  });

  it('Q4: nothing new: 1,102 − 495 − (157 + 0 + 450) = 0', () => {
    expect(computeModelo130({ year: 2026, quarter: 4, ...GOLDEN_YEAR })).toMatchObject({
      earlierPayments: 607_00n,
      result: 0n,
      payment: 0n,
    });
  });

  it('a loss gives no instalment and no payment', () => {
    const figures = computeModelo130({
      year: 2026,
      quarter: 1,
      invoices: [],
      expenses: GOLDEN_YEAR.expenses,
    });
    expect(figures).toMatchObject({ netYield: -190_00n, instalmentBase: 0n, payment: 0n });
  });

  it('20 % of 0.03 € is 0.006 € → 0.01 €, a half cent rounded up', () => {
    const figures = computeModelo130({
      year: 2026,
      quarter: 1,
      invoices: [
        {
          issueDate: '2026-01-02',
          totals: {
            withholdingAmount: 0n,
            taxBreakdown: [{ rate: 0.21, netAmount: 3n, taxAmount: 1n }],
          },
        },
      ],
      expenses: [],
    });
    expect(figures.instalmentBase).toBe(1n);
  });
});
