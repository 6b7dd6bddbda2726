import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFacturaTotals } from './factura-totals.js';
import { SPANISH_IVA_RATES } from './iva-rates.js';

const line = (unitPrice: bigint, taxRate: number, quantity = 1) => ({
  description: 'Servicio',
  quantity,
  unitPrice,
  discountRate: 0,
  taxRate,
});

describe('computeFacturaTotals', () => {
  it('1,000 € at 21 % with 15 % IRPF: 1,210 € total, 150 € withheld, 1,060 € to pay', () => {
    const totals = computeFacturaTotals({ lineItems: [line(1_000_00n, 0.21)], irpfRate: 0.15 });
    expect(totals).toMatchObject({
      totalNetAmount: 1_000_00n,
      totalTaxAmount: 210_00n,
      totalAmount: 1_210_00n,
      withholdingAmount: 150_00n,
      amountToPay: 1_060_00n,
    });
  });

  it('IVA per rate: 21 %, 10 % and 4 % lines are added up rate by rate', () => {
    const totals = computeFacturaTotals({
      lineItems: [line(100_00n, 0.21), line(50_00n, 0.1), line(20_00n, 0.04), line(30_00n, 0.21)],
      irpfRate: 0,
    });
    expect(totals.taxBreakdown).toEqual([
      { rate: 0.04, netAmount: 20_00n, taxAmount: 80n },
      { rate: 0.1, netAmount: 50_00n, taxAmount: 5_00n },
      { rate: 0.21, netAmount: 130_00n, taxAmount: 27_30n },
    ]);
    expect(totals.amountToPay).toBe(totals.totalAmount);
  });

  it('half a cent of IRPF is rounded away from zero: 7 % of 0.50 € is 0.035 € → 0.04 €', () => {
    expect(computeFacturaTotals({ lineItems: [line(50n, 0.21)], irpfRate: 0.07 })).toMatchObject({
      totalTaxAmount: 11n,
      withholdingAmount: 4n,
      amountToPay: 57n,
    });
  });

  it('a rectificativa of the same lines with negative quantities totals exactly the negative', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.bigInt({ min: 0n, max: 10_000_00n }),
            quantity: fc.integer({ min: 1, max: 1_000 }),
            taxRate: fc.constantFrom(...SPANISH_IVA_RATES),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.constantFrom(0, 0.07, 0.15),
        (lines, irpfRate) => {
          const invoice = computeFacturaTotals({
            lineItems: lines.map((l) => line(l.unitPrice, l.taxRate, l.quantity)),
            irpfRate,
          });
          const rectificativa = computeFacturaTotals({
            lineItems: lines.map((l) => line(l.unitPrice, l.taxRate, -l.quantity)),
            irpfRate,
          });
          expect(rectificativa.amountToPay).toBe(-invoice.amountToPay);
          expect(rectificativa.withholdingAmount).toBe(-invoice.withholdingAmount);
        },
      ),
    );
  });

  it('always: base + IVA − IRPF = amount to pay, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1_000_000_00n }),
        fc.constantFrom(...SPANISH_IVA_RATES),
        fc.constantFrom(0, 0.07, 0.15),
        (unitPrice, taxRate, irpfRate) => {
          const totals = computeFacturaTotals({ lineItems: [line(unitPrice, taxRate)], irpfRate });
          expect(totals.totalNetAmount + totals.totalTaxAmount - totals.withholdingAmount).toBe(
            totals.amountToPay,
          );
        },
      ),
    );
  });
});
