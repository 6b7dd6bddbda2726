import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { computeOrderProgress } from '../../questionnaire/index.js';
import { findCustomerAndOrderOfUser } from '../../order-records/index.js';

/**
 * One of the caller's orders with its customer, documents and questionnaire
 * progress. Someone else's order id and an id that does not exist give the
 * same answer, so nothing is revealed.
 */
export async function getMyOrder(app: AppContext, caller: Caller, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const found = await findCustomerAndOrderOfUser(app.db, caller.userId, orderId);
  if (!found) throw new DomainError(ErrorCode.CustomerNotFound, 'Customer not found');
  const { customer, order, documents } = found;
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  return { order, customer, documents, progress: computeOrderProgress(order) };
}
