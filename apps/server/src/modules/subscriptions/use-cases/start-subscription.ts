import { getNewSubscriptionState } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Executor } from '../../../db/client.js';
import {
  findSubscriptionCheckout,
  findSubscriptionForUpdate,
  insertSubscription,
} from '../subscriptions.repository.js';

/**
 * Records the subscription a paid checkout created (once: a redelivered
 * event finds it written), active from `at`. Nothing for a checkout that is
 * not an order's paid subscription checkout.
 */
export async function startSubscription(
  db: Executor,
  app: AppContext,
  input: { paymentId: string; providerSubscriptionId: string; at: Date },
) {
  const checkout = await findSubscriptionCheckout(db, input.paymentId);
  if (!checkout) return undefined;
  const state = getNewSubscriptionState(input.at);
  const inserted = await insertSubscription(db, {
    id: crypto.randomUUID(),
    accountId: checkout.accountId,
    orderId: checkout.payment.orderId,
    firstPaymentId: checkout.payment.id,
    provider: app.payments.name,
    providerSubscriptionId: input.providerSubscriptionId,
    productId: checkout.payment.productId,
    ...state,
    createdAt: input.at,
    updatedAt: input.at,
  });
  return inserted ?? findSubscriptionForUpdate(db, input.providerSubscriptionId);
}
