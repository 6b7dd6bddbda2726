import { getRefundRetry } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import type { BackgroundTask } from '../../../worker/background-worker.js';
import { queueEmail, type PaymentRefund } from '../../notifications/index.js';
import {
  claimDueRefunds,
  findPaymentById,
  markRefundSent,
  recordRefundFailure,
  type PaymentRefundRow,
  type PaymentRow,
} from '../payments.repository.js';
import { findPaymentRecipient } from './payment-recipient.js';

/**
 * Longer than the slowest provider call (the SDK's 20 s, retried twice); the
 * refunds of a worker that died are claimed again after it.
 */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;

async function queueRefundNotice(
  app: AppContext,
  tx: Transaction,
  payment: PaymentRow,
  refund: PaymentRefundRow,
) {
  const { to, locale, link } = await findPaymentRecipient(app, tx, payment);
  await queueEmail(
    tx,
    app.logger,
    { printLinks: !app.config.isProduction },
    {
      to,
      locale,
      template: 'payment-refunded',
      link,
      refund: {
        reason: refund.reason as PaymentRefund['reason'],
        amountCents: refund.amountCents,
        currency: refund.currency,
        orderId: refund.orderId,
      },
      orderId: refund.orderId,
      dedupeKey: `payment-refunded:${refund.id}`,
    },
  );
}

/**
 * Sends one refund to the provider (our refund id is its idempotency key, so
 * a retry after a lost answer makes no second refund), then records it and
 * queues the founder's refund notice in one transaction. A failure is retried
 * with the backoff of getRefundRetry, then left failed for an operator.
 */
async function sendRefund(app: AppContext, refund: PaymentRefundRow) {
  const payment = await findPaymentById(app.db, refund.paymentId);
  try {
    if (!payment?.providerSessionId) throw new Error('The payment has no checkout to refund');
    const result = await app.payments.refundPayment({
      refundId: refund.id,
      paymentId: payment.id,
      sessionId: payment.providerSessionId,
      paymentIntentId: payment.providerPaymentIntentId ?? undefined,
      subscriptionId: payment.providerSubscriptionId ?? undefined,
      amountCents: refund.amountCents,
      currency: refund.currency,
    });
    await app.db.transaction(async (tx) => {
      const sent = await markRefundSent(tx, refund.id, {
        status: result.status === 'succeeded' ? 'succeeded' : 'requested',
        providerRefundId: result.providerRefundId,
        at: app.clock.now(),
      });
      if (sent) await queueRefundNotice(app, tx, payment, sent);
    });
    app.logger.info(
      {
        refundId: refund.id,
        paymentId: refund.paymentId,
        providerRefundId: result.providerRefundId,
      },
      'Payment refunded',
    );
  } catch (error) {
    const retry = getRefundRetry(refund.attempts);
    const now = app.clock.now();
    await recordRefundFailure(app.db, refund.id, {
      status: retry.kind === 'retry' ? 'pending' : 'failed',
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      nextAttemptAt:
        retry.kind === 'retry' ? new Date(now.getTime() + retry.delaySeconds * 1000) : now,
      at: now,
    });
    const context = { err: error, refundId: refund.id, attempts: refund.attempts };
    if (retry.kind === 'retry') app.logger.warn(context, 'Refund not made; will retry');
    else app.logger.error(context, 'Refund given up: refund this payment by hand');
  }
}

/**
 * The background task that gives back the payments that did not place their
 * order. Rows are claimed with FOR UPDATE SKIP LOCKED and leased, so that one
 * refund is never sent by two instances at once.
 */
export function createPaymentRefundTask(app: AppContext): BackgroundTask {
  return {
    name: 'payment-refund',
    async runOnce() {
      const now = app.clock.now();
      const claimed = await claimDueRefunds(app.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
      });
      for (const refund of claimed) await sendRefund(app, refund);
      return claimed.length;
    },
  };
}
