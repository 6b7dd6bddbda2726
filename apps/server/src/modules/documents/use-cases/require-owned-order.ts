import { DomainError, ErrorCode } from '@foundly/domain';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../rpc/caller.js';
import { findOrderOfUser } from '../../ownership/index.js';

/** The caller's order, or ORDER_NOT_FOUND whether it is someone else's or does not exist. */
export async function requireOwnedOrder(db: Executor, userId: string, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const order = await findOrderOfUser(db, userId, orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  return order;
}
