import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { findDepositOfOrder, listShareholders } from '../banking.repository.js';

/** The deposit of one of the caller's orders with its shareholders, or undefined before it is opened. */
export async function getCapitalDeposit(app: AppContext, caller: Caller, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  // Someone else's order is reported as missing, not forbidden: its existence is not ours to tell.
  const order = await findOrderOfUser(app.db, caller.userId, orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const deposit = await findDepositOfOrder(app.db, order.id);
  if (!deposit) return undefined;
  return { deposit, shareholders: await listShareholders(app.db, deposit.id) };
}
