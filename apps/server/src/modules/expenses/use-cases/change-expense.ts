import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { requireWritableCallerExpense } from '../expense-access.js';
import { deleteExpenseRow, updateExpense, type ExpenseRow } from '../expenses.repository.js';

/** Deletes one of the caller's expenses, then its ticket's file (a file left behind is only logged). */
export async function deleteExpense(app: AppContext, caller: Caller, id: string): Promise<void> {
  const expense = await requireWritableCallerExpense(app, caller, id);
  await deleteExpenseRow(app.db, expense.id);
  if (expense.storageKey) {
    await app.storage.delete(expense.storageKey).catch((error: unknown) => {
      app.logger.warn({ err: error, expenseId: expense.id }, 'Could not delete an expense file');
    });
  }
}

/** Marks one of the caller's expenses paid or unpaid (the row's toggle). */
export async function setExpensePaid(
  app: AppContext,
  caller: Caller,
  input: { id: string; paid: boolean },
): Promise<ExpenseRow> {
  const expense = await requireWritableCallerExpense(app, caller, input.id);
  return updateExpense(app.db, expense.id, { paid: input.paid, updatedAt: app.clock.now() });
}
