import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { listSignatureRequestsOfOrder } from '../signatures.repository.js';

/** The newest signature request of one of the caller's orders, or undefined when none was ever made. */
export async function getMySignatureRequest(app: AppContext, caller: Caller, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  // Someone else's order is reported as missing, not forbidden: its existence is not ours to tell.
  const order = await findOrderOfUser(app.db, caller.userId, orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const [newest] = await listSignatureRequestsOfOrder(app.db, order.id).limit(1);
  return newest;
}
