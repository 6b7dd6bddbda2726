import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  computePriceBreakdown,
  FRENCH_VAT_RATE,
  formatMoney,
  SPANISH_VAT_RATE,
  UK_VAT_RATE,
} from './vat.js';

describe('VAT rates', () => {
  it('are 21 % in Spain, 20 % in France and the UK', () => {
    expect([SPANISH_VAT_RATE, FRENCH_VAT_RATE, UK_VAT_RATE]).toEqual([0.21, 0.2, 0.2]);
  });
});

describe('computePriceBreakdown', () => {
  it.each([
    // [title, net, rate, vat, total]
    ['alta_autónomo 59 € at 21 % gives 12.39 € of IVA', 5_900, 0.21, 1_239, 7_139],
    ['autónomo_pro 49 €/month at 21 % gives 10.29 € of IVA', 4_900, 0.21, 1_029, 5_929],
    ['the French company package 299 € at 20 % gives 59.80 €', 29_900, 0.2, 5_980, 35_880],
    ['the micro-entreprise package 49.95 € at 20 % gives 9.99 €', 4_995, 0.2, 999, 5_994],
    ['the UK Ltd 99 £ at 20 % gives 19.80 £', 9_900, 0.2, 1_980, 11_880],
  ])('%s', (_title, net, rate, vat, total) => {
    expect(computePriceBreakdown(net, rate)).toEqual({
      netCents: net,
      vatCents: vat,
      totalCents: total,
    });
  });

  it.each([
    // 0.21 × 50 = 10.5 cents: exactly half a cent.
    ['10.5 cents (50 at 21 %) rounds up to 11', 50, 0.21, 11],
    ['31.5 cents (150 at 21 %) rounds up to 32', 150, 0.21, 32],
    ['1 029 cents less a hair (0.21 × 4900 in floats) is exactly 1029', 4_900, 0.21, 1_029],
    ['10.29 cents (49 at 21 %) rounds down to 10', 49, 0.21, 10],
    ['10.71 cents (51 at 21 %) rounds up to 11', 51, 0.21, 11],
    ['0.21 cents (1 at 21 %) rounds down to 0', 1, 0.21, 0],
    ['2.52 cents (12 at 21 %) rounds up to 3', 12, 0.21, 3],
    ['0.4 cents (2 at 20 %) rounds down to 0', 2, 0.2, 0],
    ['0.6 cents (3 at 20 %) rounds up to 1', 3, 0.2, 1],
    ['2.5 cents (50 at 5 %) rounds up to 3', 50, 0.05, 3],
    ['2.75 cents (50 at 5.5 %) rounds up to 3', 50, 0.055, 3],
    ['0.55 cents (10 at 5.5 %) rounds up to 1', 10, 0.055, 1],
    ['0.495 cents (9 at 5.5 %) rounds down to 0', 9, 0.055, 0],
  ])('VAT of %s', (_title, net, rate, vat) => {
    expect(computePriceBreakdown(net, rate).vatCents).toBe(vat);
  });

  it.each([
    ['a zero price', 0, 0.21, 0, 0],
    ['a zero rate', 5_900, 0, 0, 5_900],
    ['10 000 000.00 € at 21 %', 1_000_000_000, 0.21, 210_000_000, 1_210_000_000],
    [
      'a price near the safe-integer limit at 21 % (exact on integers)',
      4_000_000_000_000_050,
      0.21,
      840_000_000_000_011,
      4_840_000_000_000_061,
    ],
  ])('%s', (_title, net, rate, vat, total) => {
    expect(computePriceBreakdown(net, rate)).toEqual({
      netCents: net,
      vatCents: vat,
      totalCents: total,
    });
  });

  it.each([
    ['a negative price', -1, 0.21],
    ['a fraction of a cent', 10.5, 0.21],
    ['NaN', Number.NaN, 0.21],
    ['a total past the safe-integer limit', Number.MAX_SAFE_INTEGER, 0.21],
    ['a negative rate', 100, -0.21],
    ['a rate above 100 %', 100, 1.5],
    ['a rate that is not a number', 100, Number.NaN],
  ])('refuses %s', (_title, net, rate) => {
    expect(() => computePriceBreakdown(net, rate)).toThrow(RangeError);
  });

  it('the total is always net plus VAT, for every price from 0 to 100 € at 21 % and 20 %', () => {
    const wrong: string[] = [];
    for (const rate of [0.21, 0.2]) {
      for (let net = 0; net <= 10_000; net += 1) {
        const { vatCents, totalCents } = computePriceBreakdown(net, rate);
        if (totalCents !== net + vatCents || Math.abs(vatCents - net * rate) > 0.5 + 1e-9) {
          wrong.push(`${net} at ${rate}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('centsToEuros and formatMoney', () => {
  it.each([
    [5_900, 59],
    [4_995, 49.95],
    [1, 0.01],
    [0, 0],
  ])('%i cents are %d in euros', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it.each([
    [35_880, 'EUR', 'fr-FR', '358,80\u00a0€'],
    [7_139, 'EUR', 'es-ES', '71,39\u00a0€'],
    [5_900, 'EUR', 'en-GB', '€59.00'],
    [11_880, 'GBP', 'en-GB', '£118.80'],
  ])('%i %s in %s is %s', (cents, currency, locale, text) => {
    expect(formatMoney(cents, currency, locale)).toBe(text);
  });
});
