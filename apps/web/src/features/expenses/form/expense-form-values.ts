import type { MessageInitShape } from '@bufbuild/protobuf';
import { computeDocumentTotals, SPANISH_IVA_RATES } from '@foundly/domain';
import type { ExpenseFields, ExpenseFieldsSchema } from '@foundly/proto';
import {
  formatMoneyInput,
  formatPercentInput,
  parseMoney,
  parsePercent,
} from '../../../lib/amounts/amounts.js';

/** A gasto as typed: amounts in euros and rates in percent, as text. */
export interface ExpenseFormValues {
  supplierNif: string;
  supplierName: string;
  number: string;
  date: string;
  base: string;
  /** One of the Spanish IVA rates, percent: '21', '10', '4', '0'. */
  ivaPercent: string;
  iva: string;
  total: string;
  /** The share used for the activity, percent. */
  deductiblePercent: string;
}

/** The IVA rates a gasto offers, percent (Ley 37/1992 arts. 90–91). */
export const IVA_PERCENTS = SPANISH_IVA_RATES.map((rate) => formatPercentInput(rate));

/** Blank fields for a gasto entered by hand: dated today, at 21 %, fully deductible. */
export function getNewExpenseValues(today: string): ExpenseFormValues {
  return {
    supplierNif: '',
    supplierName: '',
    number: '',
    date: today,
    base: '',
    ivaPercent: '21',
    iva: '',
    total: '',
    deductiblePercent: '100',
  };
}

/**
 * Saved or read fields as the form edits them. A ticket read leaves what it did not find empty
 * (zero): an amount of zero is shown empty, a rate not found keeps the form's 21 %.
 */
export function toExpenseFormValues(
  fields: ExpenseFields | undefined,
  options: { today: string; ivaRateFound: boolean },
): ExpenseFormValues {
  const money = (amount: bigint | undefined) => (amount ? formatMoneyInput(amount) : '');
  return {
    supplierNif: fields?.supplierNif ?? '',
    supplierName: fields?.supplierName ?? '',
    number: fields?.number ?? '',
    date: fields?.date || options.today,
    base: money(fields?.base),
    ivaPercent: options.ivaRateFound ? formatPercentInput(fields?.ivaRate ?? 0) : '21',
    iva: money(fields?.iva),
    total: money(fields?.total),
    deductiblePercent: formatPercentInput(fields?.deductibleShare ?? 1),
  };
}

/**
 * The IVA and total that go with a base at a rate, rounded as the invoicing core rounds a
 * document's IVA (computeDocumentTotals), as the form proposes them while the base is typed;
 * undefined while the base is not an amount.
 */
export function proposeIvaAndTotal(
  base: string,
  ivaPercent: string,
): { iva: string; total: string } | undefined {
  const cents = parseMoney(base);
  const rate = parsePercent(ivaPercent);
  if (cents === undefined || rate === undefined) return undefined;
  const totals = computeDocumentTotals({
    taxRate: rate,
    vatExempt: false,
    lineItems: [{ quantity: 1, unitPrice: cents, discountRate: 0 }],
  });
  return {
    iva: formatMoneyInput(totals.totalTaxAmount),
    total: formatMoneyInput(totals.totalAmount),
  };
}

/** What the form sends (CreateExpense, EditExpense): cents and fractions. */
export function toExpenseFields(
  values: ExpenseFormValues,
): MessageInitShape<typeof ExpenseFieldsSchema> {
  return {
    supplierNif: values.supplierNif.replace(/[\s.-]+/g, '').toUpperCase(),
    supplierName: values.supplierName.trim(),
    number: values.number.trim(),
    date: values.date,
    base: parseMoney(values.base) ?? 0n,
    ivaRate: parsePercent(values.ivaPercent) ?? 0,
    iva: parseMoney(values.iva) ?? 0n,
    total: parseMoney(values.total) ?? 0n,
    deductibleShare: parsePercent(values.deductiblePercent || '0') ?? 0,
  };
}
