import {
  DomainError,
  DOWNLOAD_URL_TTL_SECONDS,
  ErrorCode,
  type FieldViolation,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { expenseNotFound, requireCallerExpense, requireExpenseAccount } from '../expense-access.js';
import { listExpensesOfAccount } from '../expenses.repository.js';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/**
 * One page of an account's expenses for the 'Gastos' tab ('Página {page} de
 * {total}'): page 0 or 1 is the first, a page size of 0 takes 20; a page
 * after the last is empty.
 */
export async function listExpenses(
  app: AppContext,
  caller: Caller,
  input: { accountId: string; page: number; pageSize: number },
) {
  const accountId = await requireExpenseAccount(app, caller, input.accountId);
  const violations: FieldViolation[] = [];
  if (input.page < 0) violations.push({ field: 'page', message: 'errors.field.invalid' });
  if (input.pageSize < 0 || input.pageSize > MAX_PAGE_SIZE) {
    violations.push({ field: 'page_size', message: 'errors.field.invalid' });
  }
  if (violations.length > 0) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid page', violations);
  }
  const page = Math.max(1, input.page);
  const pageSize = input.pageSize || DEFAULT_PAGE_SIZE;
  const { rows, total } = await listExpensesOfAccount(app.db, accountId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { rows, page, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCount: total };
}

/**
 * A five-minute link to the ticket of one of the caller's expenses; an
 * expense entered by hand has none (not_found, as anyone else's).
 */
export async function getExpenseFileUrl(
  app: AppContext,
  caller: Caller,
  input: { id: string; inline: boolean },
) {
  const expense = await requireCallerExpense(app, caller, input.id);
  if (!expense.storageKey || !expense.fileName || !expense.contentType) throw expenseNotFound();
  const expiresAt = new Date(app.clock.now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000);
  const url = await app.storage.createDownloadUrl({
    key: expense.storageKey,
    fileName: expense.fileName,
    contentType: expense.contentType,
    inline: input.inline,
    expiresAt,
  });
  return { url, expiresAt };
}
