import { DomainError, ErrorCode, getCalendarDate } from '@foundly/domain';
import type { AppContext } from '../../app-context.js';
import { isUuid, type Caller } from '../../rpc/caller.js';
import { assertPlanAllowsChanges } from '../subscriptions/index.js';
import { findAccountOfUser, findExpenseOfUser, type ExpenseRow } from './expenses.repository.js';

/** Today in Spain (the peninsula's time), YYYY-MM-DD: an expense may not be dated after it. */
export function getSpanishToday(app: AppContext): string {
  return getCalendarDate(app.clock.now(), 'Europe/Madrid');
}

export function malformedId(field: string, value: string): DomainError {
  return new DomainError(ErrorCode.InvalidArgument, `Invalid argument: ${field}`, [
    { field, message: value ? 'errors.field.invalid' : 'errors.field.required' },
  ]);
}

export function expenseNotFound(): DomainError {
  return new DomainError(ErrorCode.ExpenseNotFound, 'Expense not found');
}

/**
 * The caller's account named by a request, when it keeps gastos: a Spanish
 * autónomo's (the order's country and legal form). A malformed id is
 * invalid_argument, anyone else's account not_found, an account of another
 * country or legal form failed_precondition.
 */
export async function requireExpenseAccount(
  app: AppContext,
  caller: Caller,
  accountId: string,
): Promise<string> {
  if (!isUuid(accountId)) throw malformedId('account_id', accountId);
  const account = await findAccountOfUser(app.db, caller.userId, accountId);
  if (!account) throw new DomainError(ErrorCode.AccountNotFound, 'Missing customer or account ID.');
  if (account.countryCode !== 'ES' || account.legalForm !== 'AUTONOMO') {
    throw new DomainError(
      ErrorCode.ExpensesNotOffered,
      'Expenses are kept for a Spanish autónomo only',
    );
  }
  return accountId;
}

/** One of the caller's expenses: a malformed id is invalid_argument, anyone else's not_found. */
export async function requireCallerExpense(
  app: AppContext,
  caller: Caller,
  expenseId: string,
): Promise<ExpenseRow> {
  if (!isUuid(expenseId)) throw malformedId('id', expenseId);
  const expense = await findExpenseOfUser(app.db, caller.userId, expenseId);
  if (!expense) throw expenseNotFound();
  return expense;
}

/**
 * The caller's gastos account for a change (a new gasto, its ticket): as
 * requireExpenseAccount, then refused PLAN_READ_ONLY when the plan has ended.
 */
export async function requireWritableExpenseAccount(
  app: AppContext,
  caller: Caller,
  accountId: string,
): Promise<string> {
  await requireExpenseAccount(app, caller, accountId);
  await assertPlanAllowsChanges(app, accountId);
  return accountId;
}

/** One of the caller's expenses to change: as requireCallerExpense, then the plan's check. */
export async function requireWritableCallerExpense(
  app: AppContext,
  caller: Caller,
  expenseId: string,
): Promise<ExpenseRow> {
  const expense = await requireCallerExpense(app, caller, expenseId);
  await assertPlanAllowsChanges(app, expense.accountId);
  return expense;
}
