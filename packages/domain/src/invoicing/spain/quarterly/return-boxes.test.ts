import { describe, expect, it } from 'vitest';
import { GOLDEN_YEAR } from '../test-quarter.js';
import { computeModelo130 } from './modelo-130.js';
import { computeModelo303 } from './modelo-303.js';
import { formatCsvAmount, formatQuarterlyCsv } from './quarterly-csv.js';
import { getQuarterToFile } from './quarter-to-file.js';
import { getModelo130Boxes, getModelo303Boxes } from './return-boxes.js';

const byBox = (boxes: { box: string; amount: bigint }[]) =>
  Object.fromEntries(boxes.filter((entry) => entry.box).map((entry) => [entry.box, entry.amount]));

describe('modelo 303 boxes of the worked first quarter of 2026', () => {
  const boxes = getModelo303Boxes(computeModelo303({ year: 2026, quarter: 1, ...GOLDEN_YEAR }));

  it('21 % in 07 and 09, the rectificativa in 14 and 15, 27 = 525 − 21, 45 = 29, 46 = 27 − 45', () => {
    // 07: 2,000 + 500; 09: 420 + 105; 14/15: −100 and −21; 27: 525 − 21 = 504;
    // 28/29: 100 + 80 × 50 % + 50 = 190 € of base, 21 + 8.40 + 2 = 31.40 € of IVA;
    // 46: 504 − 31.40 = 472.60 €.
    expect(byBox(boxes)).toEqual({
      '07': 2_500_00n,
      '09': 525_00n,
      '14': -100_00n,
      '15': -21_00n,
      '27': 504_00n,
      '28': 190_00n,
      '29': 31_40n,
      '45': 31_40n,
      '46': 472_60n,
    });
  });

  it('the exempt base (300 €) has no box', () => {
    expect(boxes.find((entry) => entry.key === 'exemptBase')).toMatchObject({
      box: '',
      amount: 300_00n,
    });
  });

  it.each([
    [0.04, '01', '03'],
    [0.1, '04', '06'],
    [0.21, '07', '09'],
  ])('IVA at %d goes in boxes %s and %s', (rate, base, tax) => {
    const rows = getModelo303Boxes({
      outputVat: [{ rate, base: 100_00n, tax: 1_00n }],
      modifications: { base: 0n, tax: 0n },
      exemptBase: 0n,
      totalOutputVat: 1_00n,
      deductibleBase: 0n,
      deductibleInputVat: 0n,
      result: 1_00n,
    });
    expect(rows.slice(0, 2).map((entry) => [entry.box, entry.key, entry.rate])).toEqual([
      [base, 'outputBase', rate],
      [tax, 'outputTax', rate],
    ]);
  });
});

describe('modelo 130 boxes', () => {
  it('Q2 2026: 01–07 of the year to date, 07 negative and nothing to pay', () => {
    // 01: 2,700 + 1,000 = 3,700; 02: 190 + 2,000 = 2,190; 03: 1,510; 04: 20 % = 302;
    // 05: Q1 paid 157; 06: 345 + 150 = 495; 07: 302 − 157 − 495 = −350.
    const boxes = getModelo130Boxes(computeModelo130({ year: 2026, quarter: 2, ...GOLDEN_YEAR }));
    expect(byBox(boxes)).toEqual({
      '01': 3_700_00n,
      '02': 2_190_00n,
      '03': 1_510_00n,
      '04': 302_00n,
      '05': 157_00n,
      '06': 495_00n,
      '07': -350_00n,
    });
    expect(boxes.at(-1)).toMatchObject({ key: 'payment', amount: 0n });
  });
});

describe('the quarter whose returns are filed next', () => {
  it.each([
    ['2026-01-10', 2025, 4, 'before 30 January: the fourth quarter of the year before'],
    ['2026-01-30', 2025, 4, 'on 30 January, its deadline'],
    ['2026-02-02', 2026, 1, 'once the deadline has passed: the quarter under way'],
    ['2026-04-20', 2026, 1, 'on 20 April'],
    ['2026-04-21', 2026, 2, 'the day after 20 April'],
    ['2024-07-22', 2024, 2, 'on Monday 22 July 2024, 20 July being a Saturday'],
    ['2026-11-26', 2026, 4, 'in November: the fourth quarter'],
  ] as const)('%s: %i Q%i (%s)', (today, year, quarter, _why) => {
    expect(getQuarterToFile(today)).toEqual({ year, quarter });
  });
});

describe('the CSV export', () => {
  it.each([
    [123_456n, ',', '1234,56'],
    [-5n, '.', '-0.05'],
    [0n, ',', '0,00'],
  ] as const)('%s cents read %s', (cents, mark, text) => {
    expect(formatCsvAmount(cents, mark)).toBe(text);
  });

  it('a header and one line per box, quoted when a label holds the separator', () => {
    const csv = formatQuarterlyCsv(
      ['Modelo', 'Casilla', 'Concepto', 'Importe'],
      [
        {
          box: { form: '303', box: '07', key: 'outputBase', amount: 2_500_00n },
          label: 'Base 21 %',
        },
        { box: { form: '130', box: '', key: 'payment', amount: 0n }, label: 'A ingresar; "neto"' },
      ],
      { separator: ';', decimalMark: ',' },
    );
    expect(csv).toBe(
      '\uFEFFModelo;Casilla;Concepto;Importe\r\n303;07;Base 21 %;2500,00\r\n130;;"A ingresar; ""neto""";0,00\r\n',
    );
  });
});
