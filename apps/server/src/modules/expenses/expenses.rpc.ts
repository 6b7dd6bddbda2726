import type { ServiceImpl } from '@connectrpc/connect';
import { ExpenseService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import { toExpenseMessage, toReadFields } from './expense-mapper.js';
import { deleteExpense, setExpensePaid } from './use-cases/change-expense.js';
import { getExpenseFileUrl, listExpenses } from './use-cases/read-expenses.js';
import { readExpenseTicket } from './use-cases/read-ticket.js';
import { createExpense, editExpense } from './use-cases/save-expense.js';
import { announceTicket } from './use-cases/ticket-upload.js';
import { requireCallerExpense } from './expense-access.js';

/** The gastos of a Spanish autónomo's account (issue 18); every method is for the caller's own. */
export function createExpenseService(app: AppContext): ServiceImpl<typeof ExpenseService> {
  return {
    async listExpenses(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const listed = await listExpenses(app, caller, request);
      return {
        expenses: listed.rows.map(toExpenseMessage),
        page: listed.page,
        totalPages: listed.totalPages,
        totalCount: listed.totalCount,
      };
    },
    async getExpense(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { expense: toExpenseMessage(await requireCallerExpense(app, caller, request.id)) };
    },
    async createExpense(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { expense: toExpenseMessage(await createExpense(app, caller, request)) };
    },
    async editExpense(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { expense: toExpenseMessage(await editExpense(app, caller, request)) };
    },
    async deleteExpense(request, ctx) {
      const caller = await requireCaller(app, ctx);
      await deleteExpense(app, caller, request.id);
      return {};
    },
    async setExpensePaid(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { expense: toExpenseMessage(await setExpensePaid(app, caller, request)) };
    },
    async getExpenseUploadUrl(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const slot = await announceTicket(app, caller, {
        accountId: request.accountId,
        fileName: request.fileName,
        size: Number(request.size),
        sha256: request.sha256,
      });
      return {
        url: slot.url,
        headers: slot.headers,
        uploadId: slot.uploadId,
        expiresAt: toEpochSeconds(slot.expiresAt),
      };
    },
    async readExpenseTicket(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return toReadFields(await readExpenseTicket(app, caller, request, ctx.signal));
    },
    async getExpenseFileUrl(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const link = await getExpenseFileUrl(app, caller, request);
      return { url: link.url, expiresAt: toEpochSeconds(link.expiresAt) };
    },
  };
}
