import {
  assertNoViolations,
  normaliseIdNumber,
  validateExpense,
  type Expense,
  type FieldViolation,
} from '@foundly/domain';
import type { ExpenseFields } from '@foundly/proto';

/** Longer texts are refused: no supplier name or invoice number runs this long. */
const MAX_NAME_LENGTH = 200;
const MAX_NUMBER_LENGTH = 60;

/** An expense as checked, ready to store: the domain's fields and the supplier's invoice number. */
export interface CheckedExpense extends Expense {
  number: string;
}

/**
 * The fields of a request checked with `validateExpense` (a NIF that
 * verifies, a Spanish IVA rate, IVA = rate × base and total = base + IVA
 * within a cent, a share from 0 to 1, a real date not after `today`) and
 * lengths. Any violation is INVALID_ARGUMENT naming `fields.<field>` with its
 * message key; nothing is stored then.
 */
export function checkExpenseFields(
  fields: ExpenseFields | undefined,
  today: string,
): CheckedExpense {
  const expense: CheckedExpense = {
    supplierNif: normaliseIdNumber(fields?.supplierNif ?? ''),
    supplierName: (fields?.supplierName ?? '').trim(),
    number: (fields?.number ?? '').trim(),
    date: fields?.date ?? '',
    base: fields?.base ?? 0n,
    ivaRate: fields?.ivaRate ?? 0,
    iva: fields?.iva ?? 0n,
    total: fields?.total ?? 0n,
    deductibleShare: fields?.deductibleShare ?? 0,
  };
  const violations: FieldViolation[] = validateExpense(expense, today);
  if (expense.supplierName.length > MAX_NAME_LENGTH) {
    violations.push({ field: 'supplier_name', message: 'errors.field.tooLong' });
  }
  if (expense.number.length > MAX_NUMBER_LENGTH) {
    violations.push({ field: 'number', message: 'errors.field.tooLong' });
  }
  assertNoViolations(
    violations.map((violation) => ({ ...violation, field: `fields.${violation.field}` })),
  );
  return expense;
}
