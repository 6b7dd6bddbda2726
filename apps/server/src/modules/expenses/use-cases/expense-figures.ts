import type { Expense } from '@foundly/domain';
import type { Executor } from '../../../db/client.js';
import { listExpensesOfYear } from '../expenses.repository.js';

/** The gastos of an account dated in `year`, as the quarterly returns read them. */
export async function listExpenseFigures(
  db: Executor,
  accountId: string,
  year: number,
): Promise<Expense[]> {
  const rows = await listExpensesOfYear(db, accountId, year);
  return rows.map((row) => ({
    supplierNif: row.supplierNif,
    supplierName: row.supplierName,
    date: row.date,
    base: row.base,
    ivaRate: row.ivaRate,
    iva: row.iva,
    total: row.total,
    deductibleShare: row.deductibleShare,
  }));
}
