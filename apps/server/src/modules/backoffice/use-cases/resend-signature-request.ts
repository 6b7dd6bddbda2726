import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { resendSignatureRequest } from '../../esignature/index.js';
import { recordOperatorAction } from '../backoffice.repository.js';
import { lockOrder } from '../../order-records/index.js';

/** Asks the founder to sign again (a new request) after a failure, a decline or an expiry; audited. */
export async function resendSignatureRequestOfOrder(
  app: AppContext,
  operator: Caller,
  orderId: string,
) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const row = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    const request = await resendSignatureRequest(tx, app, order.id);
    await recordOperatorAction(tx, {
      operatorUserId: operator.userId,
      action: 'resend_signature_request',
      orderId: order.id,
      target: request.id,
    });
    return request;
  });
  app.worker.kick();
  return row;
}
