import type { FieldViolation } from '../../errors.js';
import { isIsoDate } from '../../questionnaire/validation/dates.js';
import { isValidSpanishNif } from '../../spain/identity-number.js';
import { RATE_DECIMALS } from '../document-totals.js';
import { DOCUMENT_FIELD_MESSAGES, isDocumentRate } from '../validate-document-content.js';
import { divideRoundingHalfAwayFromZero, toScaledInteger } from '../scaled-number.js';
import { isSpanishIvaRate } from './iva-rates.js';

/** An expense (gasto) as the supplier's invoice shows it, in cents. */
export interface Expense {
  supplierNif: string;
  supplierName: string;
  date: string;
  base: bigint;
  ivaRate: number;
  iva: bigint;
  total: bigint;
  /**
   * The share used for the activity, a fraction from 0 to 1: what of its IVA
   * is deductible (Ley 37/1992 art. 95: only goods and services used for the
   * activity; art. 95.Tres.2ª presumes 50 % for a car) and what of its base
   * is a deductible expense for the income tax (Ley 35/2006 art. 28–30).
   */
  deductibleShare: number;
}

/** The message keys of an expense's field violations. */
export const EXPENSE_FIELD_MESSAGES = {
  required: DOCUMENT_FIELD_MESSAGES.required,
  invalid: DOCUMENT_FIELD_MESSAGES.invalid,
  date: DOCUMENT_FIELD_MESSAGES.date,
  amount: DOCUMENT_FIELD_MESSAGES.amount,
  percent: DOCUMENT_FIELD_MESSAGES.percent,
  futureDate: 'errors.field.futureDate',
  nif: 'accounting.errors.nif',
  ivaRate: 'accounting.errors.ivaRate',
  totalMismatch: 'accounting.errors.totalMismatch',
  ivaMismatch: 'accounting.errors.ivaMismatch',
} as const;

const M = EXPENSE_FIELD_MESSAGES;

/** The most a figure of an expense may differ from another by rounding: one cent. */
const ROUNDING_TOLERANCE = 1n;

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * What is wrong with an expense as entered, field by field: the supplier's
 * NIF verifies (a deduction needs the supplier's invoice in the holder's
 * name, Ley 37/1992 art. 97, and that invoice names the supplier by its NIF,
 * Real Decreto 1619/2012 art. 6.1.d), the date is a real date, the amounts are
 * not negative, the IVA rate is a Spanish one (Ley 37/1992 arts. 90–91), the
 * IVA is the rate applied to the base and the total the base plus the IVA,
 * each within a cent (the supplier may round line by line), and the
 * deductible share is from 0 % to 100 %. Given `today` (YYYY-MM-DD), a date
 * after it is refused: an expense is recorded from an invoice already issued.
 */
export function validateExpense(expense: Expense, today?: string): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!expense.supplierNif.trim()) violations.push({ field: 'supplier_nif', message: M.required });
  else if (!isValidSpanishNif(expense.supplierNif)) {
    violations.push({ field: 'supplier_nif', message: M.nif });
  }
  if (!expense.supplierName.trim()) {
    violations.push({ field: 'supplier_name', message: M.required });
  }
  if (!expense.date) violations.push({ field: 'date', message: M.required });
  else if (!isIsoDate(expense.date)) violations.push({ field: 'date', message: M.date });
  else if (today !== undefined && expense.date > today) {
    violations.push({ field: 'date', message: M.futureDate });
  }
  const amounts = [
    ['base', expense.base],
    ['iva', expense.iva],
    ['total', expense.total],
  ] as const;
  for (const [field, value] of amounts) {
    if (value < 0n) violations.push({ field, message: M.amount });
  }
  const rateSteps = toScaledInteger(expense.ivaRate, RATE_DECIMALS);
  if (!isSpanishIvaRate(expense.ivaRate) || rateSteps === undefined) {
    violations.push({ field: 'iva_rate', message: M.ivaRate });
  } else {
    const expected = divideRoundingHalfAwayFromZero(
      expense.base * rateSteps,
      10n ** BigInt(RATE_DECIMALS),
    );
    if (abs(expected - expense.iva) > ROUNDING_TOLERANCE) {
      violations.push({ field: 'iva', message: M.ivaMismatch });
    }
  }
  if (abs(expense.base + expense.iva - expense.total) > ROUNDING_TOLERANCE) {
    violations.push({ field: 'total', message: M.totalMismatch });
  }
  if (!isDocumentRate(expense.deductibleShare)) {
    violations.push({ field: 'deductible_share', message: M.percent });
  }
  return violations;
}

/** The deductible part of an amount: the share applied, rounded to the cent (half away from zero). */
export function getDeductiblePart(amount: bigint, deductibleShare: number): bigint {
  const steps =
    toScaledInteger(deductibleShare, RATE_DECIMALS) ??
    BigInt(Math.round(deductibleShare * 10 ** RATE_DECIMALS));
  return divideRoundingHalfAwayFromZero(amount * steps, 10n ** BigInt(RATE_DECIMALS));
}
