import { CONTENT_TYPES, EXPENSE_FILE_FORMATS } from '@foundly/domain';
import type { ExpenseFields } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { completeUpload } from '../../documents/index.js';
import {
  getSpanishToday,
  requireWritableCallerExpense,
  requireWritableExpenseAccount,
} from '../expense-access.js';
import { insertExpense, updateExpense, type ExpenseRow } from '../expenses.repository.js';
import { checkExpenseFields, type CheckedExpense } from './check-fields.js';
import { findTicketUpload } from './ticket-upload.js';

/** Where the ticket of an expense lives once kept. */
function getExpenseFileKey(expenseId: string): string {
  return `expenses/${expenseId}`;
}

function toColumns(expense: CheckedExpense) {
  return {
    supplierNif: expense.supplierNif,
    supplierName: expense.supplierName,
    number: expense.number,
    date: expense.date,
    base: expense.base,
    ivaRate: expense.ivaRate,
    iva: expense.iva,
    total: expense.total,
    deductibleShare: expense.deductibleShare,
  };
}

export interface CreateExpenseInput {
  accountId: string;
  fields?: ExpenseFields;
  uploadId: string;
}

/**
 * Records an expense the founder entered or reviewed. The fields are checked
 * first; with an upload, the ticket is then checked by content (the
 * documents' handshake), moved under `expenses/` and the expense and the used
 * upload committed together. A refusal stores nothing.
 */
export async function createExpense(
  app: AppContext,
  caller: Caller,
  input: CreateExpenseInput,
): Promise<ExpenseRow> {
  const accountId = await requireWritableExpenseAccount(app, caller, input.accountId);
  const expense = checkExpenseFields(input.fields, getSpanishToday(app));
  const id = crypto.randomUUID();
  if (!input.uploadId) {
    return insertExpense(app.db, { id, accountId, ...toColumns(expense), source: 'manual' });
  }
  const upload = await findTicketUpload(app, caller, input.uploadId);
  return completeUpload(app, upload, {
    formats: EXPENSE_FILE_FORMATS,
    finalKey: getExpenseFileKey(id),
    record: (tx, file) =>
      insertExpense(tx, {
        id,
        accountId,
        ...toColumns(expense),
        source: 'file',
        uploadId: upload.id,
        fileName: upload.fileName,
        contentType: CONTENT_TYPES[file.format],
        size: upload.size,
        sha256: file.sha256,
        storageKey: file.storageKey,
        bucket: app.storage.bucket,
      }),
  });
}

/** Replaces the fields of one of the caller's expenses, checked as on creation. */
export async function editExpense(
  app: AppContext,
  caller: Caller,
  input: { id: string; fields?: ExpenseFields },
): Promise<ExpenseRow> {
  const current = await requireWritableCallerExpense(app, caller, input.id);
  const expense = checkExpenseFields(input.fields, getSpanishToday(app));
  return updateExpense(app.db, current.id, {
    ...toColumns(expense),
    updatedAt: app.clock.now(),
  });
}
