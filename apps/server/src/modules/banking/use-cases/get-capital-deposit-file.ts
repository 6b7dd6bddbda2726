import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid } from '../../../rpc/caller.js';
import {
  SandboxBankingProvider,
  type SandboxBankStep,
} from '../adapters/sandbox/sandbox-provider.js';
import {
  findDepositOfOrder,
  listBankEvents,
  listShareholders,
  orderExists,
} from '../banking.repository.js';

/** Asserts an operator's order id: well formed (invalid_argument) and existing (not_found). */
export async function assertOrderId(app: AppContext, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  if (!(await orderExists(app.db, orderId))) {
    throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  }
}

/**
 * Everything the back-office shows of a file's deposit: the deposit and its
 * shareholders (none before it opens), the bank's webhooks, and what the
 * sandbox's notary and bank can be made to do next.
 */
export async function getCapitalDepositFile(app: AppContext, orderId: string) {
  await assertOrderId(app, orderId);
  const deposit = await findDepositOfOrder(app.db, orderId);
  if (!deposit) {
    return { deposit: undefined, shareholders: [], events: [], nextSteps: [] as SandboxBankStep[] };
  }
  const [shareholders, events] = await Promise.all([
    listShareholders(app.db, deposit.id),
    listBankEvents(app.db, deposit.id),
  ]);
  let nextSteps: SandboxBankStep[] = [];
  if (app.banking instanceof SandboxBankingProvider && deposit.providerCaseId) {
    const sandboxCase = await app.banking.findCase(deposit.providerCaseId);
    nextSteps = sandboxCase ? app.banking.listNextSteps(sandboxCase) : [];
  }
  return { deposit, shareholders, events, nextSteps };
}
