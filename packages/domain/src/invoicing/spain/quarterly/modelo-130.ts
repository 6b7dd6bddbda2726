import type { CalendarQuarter } from '../../../questionnaire/spain/calendar/tax-calendar.js';
import { divideRoundingHalfAwayFromZero } from '../../scaled-number.js';
import { getDeductiblePart, type Expense } from '../expense.js';
import type { IssuedInvoiceFigures } from './modelo-303.js';
import { isInYearToQuarter } from './quarter.js';

/** 20 % of the net yield (Reglamento del IRPF art. 110.1.a), as hundredths. */
const INSTALMENT_PERCENT = 20n;

export interface Modelo130Figures {
  /** Income of the year to date: the bases invoiced, IVA aside. */
  income: bigint;
  /** Deductible expenses of the year to date: each expense's base for its deductible share. */
  expenses: bigint;
  /** Income less expenses. */
  netYield: bigint;
  /** 20 % of a positive net yield, 0 otherwise. */
  instalmentBase: bigint;
  /** The IRPF withheld from the year's invoices to date. */
  withholdings: bigint;
  /** What the earlier quarters of the year paid. */
  earlierPayments: bigint;
  /** The instalment less withholdings and earlier payments; negative when they exceed it. */
  result: bigint;
  /** What is paid: the result, never below zero. */
  payment: bigint;
}

function sumAmounts<T>(items: readonly T[], amount: (item: T) => bigint): bigint {
  return items.reduce((sum, item) => sum + amount(item), 0n);
}

/**
 * The figures of a quarter's income-tax instalment (modelo 130) of an
 * autónomo in estimación directa: 20 % of the net yield from 1 January to the
 * quarter's end, less the IRPF withheld from the invoices of that period and
 * less what the year's earlier quarters paid (Reglamento del IRPF, Real
 * Decreto 439/2007, art. 110.1.a and 110.3). A negative result pays nothing.
 * The deductions of art. 110.3.c (a yearly net yield under 12,000 €) and for
 * a home bought before 2013 are left out. The 20 % is rounded to the cent,
 * a half away from zero.
 */
export function computeModelo130(input: {
  year: number;
  quarter: CalendarQuarter;
  invoices: readonly IssuedInvoiceFigures[];
  expenses: readonly Expense[];
}): Modelo130Figures {
  const invoices = input.invoices.filter((invoice) =>
    isInYearToQuarter(invoice.issueDate, input.year, input.quarter),
  );
  const expenses = input.expenses.filter((expense) =>
    isInYearToQuarter(expense.date, input.year, input.quarter),
  );
  const income = sumAmounts(invoices, (invoice) =>
    sumAmounts(invoice.totals.taxBreakdown, (entry) => entry.netAmount),
  );
  const deductible = sumAmounts(expenses, (expense) =>
    getDeductiblePart(expense.base, expense.deductibleShare),
  );
  const netYield = income - deductible;
  const instalmentBase =
    netYield > 0n ? divideRoundingHalfAwayFromZero(netYield * INSTALMENT_PERCENT, 100n) : 0n;
  const withholdings = sumAmounts(invoices, (invoice) => invoice.totals.withholdingAmount);
  let earlierPayments = 0n;
  for (let quarter = 1; quarter < input.quarter; quarter++) {
    earlierPayments += computeModelo130({ ...input, quarter: quarter as CalendarQuarter }).payment;
  }
  const result = instalmentBase - withholdings - earlierPayments;
  return {
    income,
    expenses: deductible,
    netYield,
    instalmentBase,
    withholdings,
    earlierPayments,
    result,
    payment: result > 0n ? result : 0n,
  };
}
