import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDocumentTotals, type AmountsLine } from './document-totals.js';

const line = (overrides: Partial<AmountsLine> = {}): AmountsLine => ({
  quantity: 1,
  unitPrice: 10_000n,
  discountRate: 0,
  ...overrides,
});

describe('the amounts of a document, in minor units', () => {
  it('a line is quantity × unit price, its VAT the rate on it', () => {
    const totals = computeDocumentTotals({
      taxRate: 0.2,
      vatExempt: false,
      lineItems: [line({ quantity: 3, unitPrice: 12_50n })],
    });
    expect(totals).toEqual({
      lines: [{ netAmount: 37_50n, taxRate: 0.2 }],
      taxBreakdown: [{ rate: 0.2, netAmount: 37_50n, taxAmount: 7_50n }],
      totalNetAmount: 37_50n,
      totalTaxAmount: 7_50n,
      totalAmount: 45_00n,
    });
  });

  it('a discount is taken off the line before rounding', () => {
    const totals = computeDocumentTotals({
      taxRate: 0.2,
      vatExempt: false,
      lineItems: [line({ quantity: 1, unitPrice: 999n, discountRate: 0.15 })],
    });
    // 999 × 0.85 = 849.15 → 849
    expect(totals.lines[0]?.netAmount).toBe(849n);
  });

  it('half a cent on a line is rounded up, and down (away from zero) on a credit note', () => {
    // 0.5 × 1 cent = 0.5 cent
    expect(
      computeDocumentTotals({
        taxRate: 0,
        vatExempt: false,
        lineItems: [line({ quantity: 0.5, unitPrice: 1n })],
      }).totalNetAmount,
    ).toBe(1n);
    expect(
      computeDocumentTotals({
        taxRate: 0,
        vatExempt: false,
        lineItems: [line({ quantity: -0.5, unitPrice: 1n })],
      }).totalNetAmount,
    ).toBe(-1n);
  });

  it('just under half a cent is rounded down', () => {
    // 0.499 × 1 cent
    expect(
      computeDocumentTotals({
        taxRate: 0,
        vatExempt: false,
        lineItems: [line({ quantity: 0.499, unitPrice: 1n })],
      }).totalNetAmount,
    ).toBe(0n);
  });

  it('VAT is computed once per rate on the sum of its lines, not line by line', () => {
    // three lines of 0.10 € at 5.5 %: 0.55 cent each would round to 1 cent each (3 cents);
    // on the 30-cent base the tax is 1.65 cents → 2 cents.
    const totals = computeDocumentTotals({
      taxRate: 0.055,
      vatExempt: false,
      lineItems: [line({ unitPrice: 10n }), line({ unitPrice: 10n }), line({ unitPrice: 10n })],
    });
    expect(totals.taxBreakdown).toEqual([{ rate: 0.055, netAmount: 30n, taxAmount: 2n }]);
  });

  it('several rates give one breakdown entry each, sorted by rate', () => {
    const totals = computeDocumentTotals({
      taxRate: 0.2,
      vatExempt: false,
      lineItems: [
        line({ unitPrice: 100_00n }),
        line({ unitPrice: 50_00n, taxRate: 0.055 }),
        line({ unitPrice: 10_00n, taxRate: 0.1 }),
        line({ unitPrice: 20_00n, taxRate: 0.055 }),
        line({ unitPrice: 5_00n, taxRate: 0 }),
      ],
    });
    expect(totals.taxBreakdown).toEqual([
      { rate: 0, netAmount: 5_00n, taxAmount: 0n },
      { rate: 0.055, netAmount: 70_00n, taxAmount: 3_85n },
      { rate: 0.1, netAmount: 10_00n, taxAmount: 1_00n },
      { rate: 0.2, netAmount: 100_00n, taxAmount: 20_00n },
    ]);
    expect(totals.totalNetAmount).toBe(185_00n);
    expect(totals.totalTaxAmount).toBe(24_85n);
    expect(totals.totalAmount).toBe(209_85n);
  });

  it('a rate with a hundredth of a percent is applied exactly (1.05 %)', () => {
    const totals = computeDocumentTotals({
      taxRate: 0.0105,
      vatExempt: false,
      lineItems: [line({ unitPrice: 1_000_00n })],
    });
    expect(totals.totalTaxAmount).toBe(10_50n);
  });

  it('a VAT-exempt seller charges no VAT, whatever the rates written', () => {
    const totals = computeDocumentTotals({
      taxRate: 0.2,
      vatExempt: true,
      lineItems: [line({ unitPrice: 100_00n }), line({ unitPrice: 50_00n, taxRate: 0.1 })],
    });
    expect(totals.lines.map((entry) => entry.taxRate)).toEqual([0, 0]);
    expect(totals.taxBreakdown).toEqual([{ rate: 0, netAmount: 150_00n, taxAmount: 0n }]);
    expect(totals.totalAmount).toBe(150_00n);
  });

  it('no line gives zero everywhere', () => {
    expect(computeDocumentTotals({ taxRate: 0.2, vatExempt: false, lineItems: [] })).toEqual({
      lines: [],
      taxBreakdown: [],
      totalNetAmount: 0n,
      totalTaxAmount: 0n,
      totalAmount: 0n,
    });
  });

  it('large amounts stay exact (no floating point)', () => {
    const totals = computeDocumentTotals({
      taxRate: 0.2,
      vatExempt: false,
      lineItems: [line({ quantity: 999_999.999, unitPrice: 99_999_999_99n })],
    });
    // 999 999.999 × 9 999 999 999 = 9 999 999 989 000 000.001 → …989 000 000
    expect(totals.totalNetAmount).toBe(9_999_999_989_000_000n);
    expect(totals.totalTaxAmount).toBe(1_999_999_997_800_000n);
  });
});

const rateArbitrary = fc.integer({ min: 0, max: 10_000 }).map((steps) => steps / 10_000);
const lineArbitrary = fc.record({
  quantity: fc.integer({ min: 0, max: 10_000_000 }).map((steps) => steps / 1_000),
  unitPrice: fc.bigInt({ min: 0n, max: 10_000_000_00n }),
  discountRate: rateArbitrary,
  taxRate: fc.option(rateArbitrary, { nil: undefined }),
});
const documentArbitrary = fc.record({
  taxRate: rateArbitrary,
  vatExempt: fc.boolean(),
  lineItems: fc.array(lineArbitrary, { maxLength: 30 }),
});

describe('properties of the amounts', () => {
  it('the total is the net plus the VAT, each the sum of the breakdown', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const totals = computeDocumentTotals(input);
        const net = totals.taxBreakdown.reduce((sum, entry) => sum + entry.netAmount, 0n);
        const tax = totals.taxBreakdown.reduce((sum, entry) => sum + entry.taxAmount, 0n);
        expect(totals.totalNetAmount).toBe(net);
        expect(totals.totalTaxAmount).toBe(tax);
        expect(totals.totalAmount).toBe(net + tax);
      }),
    );
  });

  it("each rate's base is the sum of its lines, and the rates are distinct and ascending", () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const totals = computeDocumentTotals(input);
        for (const entry of totals.taxBreakdown) {
          const base = totals.lines
            .filter((computed) => computed.taxRate === entry.rate)
            .reduce((sum, computed) => sum + computed.netAmount, 0n);
          expect(entry.netAmount).toBe(base);
        }
        const rates = totals.taxBreakdown.map((entry) => entry.rate);
        expect(rates).toEqual([...new Set(rates)].sort((left, right) => left - right));
        expect(new Set(totals.lines.map((computed) => computed.taxRate))).toEqual(new Set(rates));
      }),
    );
  });

  it('each line is within half a minor unit of its exact amount', () => {
    fc.assert(
      fc.property(lineArbitrary, (generated) => {
        const [computed] = computeDocumentTotals({
          taxRate: 0,
          vatExempt: false,
          lineItems: [generated],
        }).lines;
        const exactTimes1e7 =
          BigInt(Math.round(generated.quantity * 1_000)) *
          generated.unitPrice *
          BigInt(10_000 - Math.round(generated.discountRate * 10_000));
        const error = (computed?.netAmount ?? 0n) * 10_000_000n - exactTimes1e7;
        expect(error <= 5_000_000n && error > -5_000_000n).toBe(true);
      }),
    );
  });

  it('a credit note negating every quantity totals exactly the negative', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const invoice = computeDocumentTotals(input);
        const credit = computeDocumentTotals({
          ...input,
          lineItems: input.lineItems.map((item) => ({ ...item, quantity: -item.quantity })),
        });
        expect(credit.totalNetAmount).toBe(-invoice.totalNetAmount);
        expect(credit.totalTaxAmount).toBe(-invoice.totalTaxAmount);
        expect(credit.totalAmount).toBe(-invoice.totalAmount);
        expect(credit.taxBreakdown).toEqual(
          invoice.taxBreakdown.map((entry) => ({
            rate: entry.rate,
            netAmount: -entry.netAmount,
            taxAmount: -entry.taxAmount,
          })),
        );
      }),
    );
  });

  it('the order of the lines changes no total', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const forward = computeDocumentTotals(input);
        const backward = computeDocumentTotals({
          ...input,
          lineItems: [...input.lineItems].reverse(),
        });
        expect(backward.taxBreakdown).toEqual(forward.taxBreakdown);
        expect(backward.totalAmount).toBe(forward.totalAmount);
      }),
    );
  });

  it('a VAT-exempt document charges no VAT and totals its net', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const totals = computeDocumentTotals({ ...input, vatExempt: true });
        expect(totals.totalTaxAmount).toBe(0n);
        expect(totals.totalAmount).toBe(totals.totalNetAmount);
      }),
    );
  });
});
