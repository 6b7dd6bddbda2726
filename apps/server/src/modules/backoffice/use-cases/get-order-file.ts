import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid } from '../../../rpc/caller.js';
import { listLiveDocuments } from '../../documents/index.js';
import { listSignatureRequestsOfOrder } from '../../esignature/index.js';
import { listStatusChanges } from '../../order-records/index.js';
import { findOrderWithCustomer, findUserNames, listNotes } from '../backoffice.repository.js';

/** Everything about one file: the order and its founder, documents, timeline, notes and signatures. */
export async function getOrderFile(app: AppContext, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const found = await findOrderWithCustomer(app.db, orderId);
  if (!found) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const [documents, changes, notes, signatureRequests] = await Promise.all([
    listLiveDocuments(app.db, orderId, ''),
    listStatusChanges(app.db, orderId),
    listNotes(app.db, orderId),
    listSignatureRequestsOfOrder(app.db, orderId),
  ]);
  const actorIds = changes.flatMap((change) => (change.actorUserId ? [change.actorUserId] : []));
  const names = await findUserNames(app.db, [...new Set(actorIds)]);
  return { ...found, documents, changes, notes, signatureRequests, names };
}
