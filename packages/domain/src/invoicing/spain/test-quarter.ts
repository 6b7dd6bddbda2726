import type { Expense } from './expense.js';
import { computeFacturaTotals } from './factura-totals.js';
import type { IssuedInvoiceFigures } from './quarterly/modelo-303.js';

function invoice(
  issueDate: string,
  lines: [unitPrice: bigint, taxRate: number][],
  irpfRate: number,
  corrective = false,
): IssuedInvoiceFigures {
  return {
    issueDate,
    corrective,
    totals: computeFacturaTotals({
      lineItems: lines.map(([unitPrice, taxRate]) => ({
        description: 'Servicio',
        quantity: 1,
        unitPrice,
        discountRate: 0,
        taxRate,
      })),
      irpfRate,
    }),
  };
}

function expense(
  date: string,
  base: bigint,
  ivaRate: number,
  iva: bigint,
  deductibleShare: number,
): Expense {
  return {
    supplierNif: 'B12345674',
    supplierName: 'Proveedor SL',
    date,
    base,
    ivaRate,
    iva,
    total: base + iva,
    deductibleShare,
  };
}

/**
 * A year of an autónomo who started in 2020 (15 % withheld): Q1 is the
 * worked quarter (a rectificativa of −100 € on 25 March among its facturas),
 * the later ones test the year-to-date figures of modelo 130.
 */
export const GOLDEN_YEAR = {
  invoices: [
    invoice('2025-12-30', [[9_999_00n, 0.21]], 0.15),
    invoice('2026-01-15', [[2_000_00n, 0.21]], 0.15),
    invoice('2026-02-10', [[500_00n, 0.21]], 0),
    invoice('2026-03-20', [[300_00n, 0]], 0.15),
    invoice('2026-03-25', [[-100_00n, 0.21]], 0, true),
    invoice('2026-04-02', [[1_000_00n, 0.21]], 0.15),
    invoice('2026-07-10', [[4_000_00n, 0.21]], 0),
  ],
  expenses: [
    expense('2025-12-31', 500_00n, 0.21, 105_00n, 1),
    expense('2026-01-20', 100_00n, 0.21, 21_00n, 1),
    expense('2026-02-05', 80_00n, 0.21, 16_80n, 0.5),
    expense('2026-03-01', 50_00n, 0.04, 2_00n, 1),
    expense('2026-05-12', 2_000_00n, 0.21, 420_00n, 1),
  ],
};
