import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { findOpenSignatureRequest } from '../signatures.repository.js';
import { createPreparingRequest } from './request-signature-on-status-change.js';
import { lockOrder } from '../../order-records/index.js';

/**
 * Asks the founder to sign again with a new request, for the back-office
 * after a failure, a decline or an expiry. Only while the order waits on the
 * signature and no request is open: an open one is still valid (or still
 * being sent) and a second would ask the founder twice. The caller kicks the
 * worker after committing.
 */
export async function resendSignatureRequest(tx: Transaction, app: AppContext, orderId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  if (order.status !== 'WAITING_ESIGNATURE') {
    throw new DomainError(
      ErrorCode.TransitionNotAllowed,
      'The order is not waiting for a signature',
    );
  }
  if (await findOpenSignatureRequest(tx, orderId)) {
    throw new DomainError(ErrorCode.SignatureRequestOpen, 'A signature request is already open');
  }
  return createPreparingRequest(tx, app, orderId);
}
