import type { CalendarQuarter } from '../../../questionnaire/spain/calendar/tax-calendar.js';
import { RATE_DECIMALS } from '../../document-totals.js';
import { toScaledInteger } from '../../scaled-number.js';
import { getDeductiblePart, type Expense } from '../expense.js';
import type { FacturaTotals } from '../factura-totals.js';
import { isInQuarter } from './quarter.js';

/** An issued invoice or rectificativa as the returns read it: its date and its amounts. */
export interface IssuedInvoiceFigures {
  issueDate: string;
  totals: Pick<FacturaTotals, 'taxBreakdown' | 'withholdingAmount'>;
  /** A factura rectificativa: its IVA is a modification of bases and cuotas, apart from the rates. */
  corrective?: boolean;
}

/** The IVA charged at one rate in the quarter: the base and the tax (IVA devengado). */
export interface OutputVatAtRate {
  rate: number;
  base: bigint;
  tax: bigint;
}

export interface Modelo303Figures {
  /** The IVA charged, rate by rate, highest rate first. */
  outputVat: OutputVatAtRate[];
  /**
   * The rectificativas issued in the quarter, IVA charged or taken back
   * (negative): the modification of bases and cuotas, boxes 14 and 15.
   */
  modifications: { base: bigint; tax: bigint };
  /** The base of the operations that bore no IVA (exempt). */
  exemptBase: bigint;
  /** The base and IVA of the expenses, for their deductible share (IVA soportado deducible). */
  deductibleBase: bigint;
  deductibleInputVat: bigint;
  /** The IVA charged at every rate plus the modifications (box 27). */
  totalOutputVat: bigint;
  /** IVA charged less IVA deductible: to pay when positive, to carry forward or refund when negative. */
  result: bigint;
}

/**
 * The figures of a quarter's IVA return (modelo 303, Orden HAC/3625/2003 as
 * amended) for an autónomo in the general regime: the IVA charged on the
 * invoices and rectificativas issued in the quarter, rate by rate (Ley
 * 37/1992 art. 75: the tax falls due when the service is provided, the
 * invoice's date here), and the IVA borne on the quarter's expenses for the
 * share used in the activity (art. 95; deducted in the return of the period
 * it is borne in, art. 99). A rectificativa (Veri*Factu R1 or R5: art. 80
 * and errors, art. 89) is a modification of bases and cuotas of the quarter
 * it is issued in (art. 89.Cinco), reported apart from the rates (boxes 14
 * and 15) and counted in the total. An exempt line's base is apart too.
 * Every sum is of integer cents, already rounded per invoice.
 */
export function computeModelo303(input: {
  year: number;
  quarter: CalendarQuarter;
  invoices: readonly IssuedInvoiceFigures[];
  expenses: readonly Expense[];
}): Modelo303Figures {
  const byRate = new Map<bigint, OutputVatAtRate>();
  let exemptBase = 0n;
  const modifications = { base: 0n, tax: 0n };
  for (const invoice of input.invoices) {
    if (!isInQuarter(invoice.issueDate, input.year, input.quarter)) continue;
    for (const entry of invoice.totals.taxBreakdown) {
      const steps = toScaledInteger(entry.rate, RATE_DECIMALS) ?? 0n;
      if (invoice.corrective && steps !== 0n) {
        modifications.base += entry.netAmount;
        modifications.tax += entry.taxAmount;
        continue;
      }
      if (steps === 0n) {
        exemptBase += entry.netAmount;
        continue;
      }
      const sum = byRate.get(steps) ?? { rate: entry.rate, base: 0n, tax: 0n };
      byRate.set(steps, {
        rate: sum.rate,
        base: sum.base + entry.netAmount,
        tax: sum.tax + entry.taxAmount,
      });
    }
  }
  const outputVat = [...byRate.entries()]
    .sort(([left], [right]) => (left > right ? -1 : left < right ? 1 : 0))
    .map(([, entry]) => entry);
  const expenses = input.expenses.filter((expense) =>
    isInQuarter(expense.date, input.year, input.quarter),
  );
  const deductibleBase = expenses.reduce(
    (sum, expense) => sum + getDeductiblePart(expense.base, expense.deductibleShare),
    0n,
  );
  const deductibleInputVat = expenses.reduce(
    (sum, expense) => sum + getDeductiblePart(expense.iva, expense.deductibleShare),
    0n,
  );
  const totalOutputVat = outputVat.reduce((sum, entry) => sum + entry.tax, 0n) + modifications.tax;
  return {
    outputVat,
    modifications,
    exemptBase,
    totalOutputVat,
    deductibleBase,
    deductibleInputVat,
    result: totalOutputVat - deductibleInputVat,
  };
}
