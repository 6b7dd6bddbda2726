import type { AppContext, StatusListener } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { findOrderRecipient } from '../../notifications/index.js';
import {
  cancelOpenSignatureRequests,
  findOpenSignatureRequest,
  insertSignatureRequest,
} from '../signatures.repository.js';

/**
 * Writes a PREPARING signature request for the order's founder, in the
 * caller's transaction; the dispatch task sends it. The unique index on open
 * requests refuses a second open one for the same order.
 */
export async function createPreparingRequest(tx: Transaction, app: AppContext, orderId: string) {
  const recipient = await findOrderRecipient(tx, orderId);
  if (!recipient) throw new Error(`Order ${orderId} has no founder to sign`);
  const now = app.clock.now();
  return insertSignatureRequest(tx, {
    id: crypto.randomUUID(),
    orderId,
    provider: app.signatures.name,
    status: 'PREPARING',
    signerName: recipient.name,
    signerEmail: recipient.email,
    locale: recipient.locale,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Status listener: an order entering WAITING_ESIGNATURE gets a signature
 * request, written with the status change so that it exists exactly when the
 * change does. A cancelled or declined order has its open request cancelled
 * here; one already at the partner is cancelled there by the dispatch task
 * afterwards (a partner call cannot run inside this transaction).
 */
export const requestSignatureOnStatusChange: StatusListener = async (
  tx,
  app,
  { order, change },
) => {
  if (change.toStatus === 'WAITING_ESIGNATURE') {
    // An order sent back to signing while its request is still open keeps that request.
    if (!(await findOpenSignatureRequest(tx, order.id))) {
      await createPreparingRequest(tx, app, order.id);
    }
    return;
  }
  if (change.toStatus === 'CANCELED' || change.toStatus === 'DECLINED') {
    await cancelOpenSignatureRequests(tx, order.id, app.clock.now());
  }
};
