import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { findOrderSubmissionIssues, getFrenchToday } from '../../questionnaire/index.js';

/** What a registry would refuse in the answers so far, for the summary screen. */
export async function getSubmissionIssues(app: AppContext, caller: Caller, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const order = await findOrderOfUser(app.db, caller.userId, orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  return findOrderSubmissionIssues(order, getFrenchToday(app.clock));
}
