import type { AppContext, PaymentListener } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import type { SucceededPayment } from '../../payments/index.js';
import {
  findOrderForBusinessAccount,
  insertCompanyAccount,
} from '../company-account.repository.js';

/**
 * The first success of a business account checkout, in the webhook's
 * transaction: the account becomes `subscribed` and its bank onboarding is
 * queued (the row is the job, taken by `open-bank-onboardings`). A second
 * paid checkout (two tabs) finds the account subscribed and is not taken, so
 * the payments module refunds it and cancels its subscription.
 */
export const startCompanyAccount: PaymentListener = async (
  tx: Transaction,
  app: AppContext,
  payment: SucceededPayment,
) => {
  const order = await findOrderForBusinessAccount(tx, payment.orderId);
  if (!order) return false;
  const now = app.clock.now();
  const inserted = await insertCompanyAccount(tx, {
    id: crypto.randomUUID(),
    accountId: order.accountId,
    orderId: payment.orderId,
    paymentId: payment.id,
    status: 'subscribed',
    locale: payment.locale,
    email: payment.customerEmail,
    provider: app.companyAccountOnboarding.name,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return inserted !== undefined;
};
