import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { requireCustomer } from '../../customers/index.js';
import { listLiveDocuments } from '../../documents/index.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { computeOrderProgress } from '../order-questionnaire.js';

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
  const customer = await requireCustomer(app.db, caller.userId);
  const order = await findOrderOfUser(app.db, caller.userId, orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const documents = await listLiveDocuments(app.db, order.id, '');
  return { order, customer, documents, progress: computeOrderProgress(order) };
}
