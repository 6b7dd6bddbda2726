import {
  BUSINESS_ACCOUNT_PRODUCT,
  findProduct,
  getPaymentStatusAfter,
  type PaymentStatusName,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { queueEmail } from '../../notifications/index.js';
import { moveOrderStatus } from '../../order-records/index.js';
import { applySubscriptionChange, startSubscription } from '../../subscriptions/index.js';
import type { PaymentEvent } from '../adapters/payment-provider.js';
import { getProductName } from '../product-names.js';
import {
  confirmRefund,
  findPaymentForUpdate,
  hasOtherSucceededPayment,
  insertRefund,
  linkPaymentEvent,
  recordPaymentEvent,
  recordProviderIds,
  transitionPayment,
  type PaymentRow,
} from '../payments.repository.js';
import { findPaymentRecipient } from './payment-recipient.js';

export type EventResult =
  | { kind: 'duplicate' }
  | { kind: 'subscription'; changed: boolean }
  | { kind: 'unmatched' }
  | { kind: 'unchanged'; paymentId: string }
  | {
      kind: 'applied';
      paymentId: string;
      status: PaymentStatusName;
      orderPlaced: boolean;
      /** The payment did not place its order and is to be given back. */
      refundQueued: boolean;
    };

async function queueReceipt(app: AppContext, tx: Transaction, payment: PaymentRow, paidAt: Date) {
  const { country, legalForm, to, locale, link } = await findPaymentRecipient(app, tx, payment);
  const product =
    payment.productId === BUSINESS_ACCOUNT_PRODUCT.productId
      ? BUSINESS_ACCOUNT_PRODUCT
      : findProduct(country, legalForm, payment.productId);
  await queueEmail(
    tx,
    app.logger,
    { printLinks: !app.config.isProduction },
    {
      to,
      locale,
      template: 'payment-receipt',
      link,
      receipt: {
        productName: getProductName(payment.productId, locale),
        netCents: payment.netCents,
        vatCents: payment.vatCents,
        vatRate: product?.vatRate ?? 0,
        totalCents: payment.amountCents,
        currency: payment.currency,
        isSubscription: payment.mode === 'subscription',
        orderId: payment.orderId,
        paidAt,
      },
    },
  );
}

/**
 * Queues the refund of a payment that did not place its order: another
 * payment had (two checkouts paid), or the order had left DRAFT. The refund
 * task sends it to the provider; the founder gets a refund notice, no receipt.
 */
async function queueRefund(app: AppContext, tx: Transaction, payment: PaymentRow, now: Date) {
  const paidTwice = await hasOtherSucceededPayment(
    tx,
    payment.orderId,
    payment.purpose,
    payment.id,
  );
  app.logger.warn(
    { paymentId: payment.id, orderId: payment.orderId, purpose: payment.purpose, paidTwice },
    'Payment succeeded for something no longer payable: refunding it',
  );
  await insertRefund(tx, {
    id: crypto.randomUUID(),
    paymentId: payment.id,
    orderId: payment.orderId,
    reason: paidTwice ? 'order_already_paid' : 'order_not_payable',
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Gives a success to what it paid for: the order (DRAFT -> PLACED, by
 * compare-and-set, so that only the first success places it), or the listener
 * of the payment's purpose. False when nothing took it.
 */
async function takePayment(app: AppContext, tx: Transaction, payment: PaymentRow) {
  if (payment.purpose === 'order') {
    return Boolean(
      await moveOrderStatus(tx, app, {
        orderId: payment.orderId,
        from: 'DRAFT',
        to: 'PLACED',
        actor: 'payment',
        reason: payment.id,
      }),
    );
  }
  const listener = app.paymentListeners[payment.purpose];
  if (!listener) {
    app.logger.error({ paymentId: payment.id, purpose: payment.purpose }, 'No listener');
    return false;
  }
  return listener(tx, app, {
    id: payment.id,
    orderId: payment.orderId,
    purpose: payment.purpose,
    customerEmail: payment.customerEmail,
    locale: payment.locale,
    providerSubscriptionId: payment.providerSubscriptionId,
  });
}

/**
 * Applies one verified provider event, in one transaction: the event id is
 * recorded first (a redelivery stops there), the payment is locked, its status
 * moves forward only (getPaymentStatusAfter), and the first success places the
 * order (DRAFT -> PLACED, compare-and-set), or is given to the listener of its
 * purpose, and queues the receipt; a success that nothing takes queues a
 * refund instead. Whatever the number, order or
 * timing of the events, the order is placed once, one receipt is written and
 * every other payment is given back. A subscription checkout's success
 * starts the subscription; the subscription's own events (renewals, failures,
 * its end) go to the subscriptions module, after the same duplicate check.
 */
export async function applyPaymentEvent(
  app: AppContext,
  event: PaymentEvent,
): Promise<EventResult> {
  const now = app.clock.now();
  const result = await app.db.transaction(async (tx): Promise<EventResult> => {
    if (!(await recordPaymentEvent(tx, event))) return { kind: 'duplicate' };
    if (event.subscription) {
      const change = await applySubscriptionChange(app, tx, event.subscription);
      if (change.kind !== 'unmatched') await linkPaymentEvent(tx, event.id, change.paymentId);
      return { kind: 'subscription', changed: change.kind === 'applied' };
    }
    const payment = await findPaymentForUpdate(tx, event);
    if (!payment) return { kind: 'unmatched' };
    await linkPaymentEvent(tx, event.id, payment.id);
    await recordProviderIds(tx, payment, event, now);
    if (event.refunded) await confirmRefund(tx, payment.id, now);
    const next = event.outcome
      ? getPaymentStatusAfter(payment.status as PaymentStatusName, event.outcome)
      : undefined;
    if (
      !next ||
      !(await transitionPayment(tx, payment.id, payment.status as PaymentStatusName, next, now))
    ) {
      return { kind: 'unchanged', paymentId: payment.id };
    }
    if (next !== 'succeeded') {
      return {
        kind: 'applied',
        paymentId: payment.id,
        status: next,
        orderPlaced: false,
        refundQueued: false,
      };
    }
    if (
      event.amountCents !== undefined &&
      (event.amountCents !== payment.amountCents || event.currency !== payment.currency)
    ) {
      app.logger.error(
        {
          paymentId: payment.id,
          eventId: event.id,
          charged: event.amountCents,
          expected: payment.amountCents,
        },
        'The provider charged another amount than the checkout asked',
      );
    }
    const taken = await takePayment(app, tx, {
      ...payment,
      providerSubscriptionId: payment.providerSubscriptionId ?? event.subscriptionId ?? null,
    });
    const orderPlaced = taken && payment.purpose === 'order';
    const subscriptionId = payment.providerSubscriptionId ?? event.subscriptionId;
    if (orderPlaced && payment.mode === 'subscription' && subscriptionId) {
      await startSubscription(tx, app, {
        paymentId: payment.id,
        providerSubscriptionId: subscriptionId,
        at: now,
      });
    }
    if (taken) await queueReceipt(app, tx, payment, now);
    else await queueRefund(app, tx, payment, now);
    return {
      kind: 'applied',
      paymentId: payment.id,
      status: next,
      orderPlaced,
      refundQueued: !taken,
    };
  });
  app.logger.info({ eventId: event.id, type: event.type, result: result.kind }, 'Payment event');
  // A refund, or the work of a purpose's listener (opening the bank onboarding), is waiting.
  if (result.kind === 'applied' && result.status === 'succeeded' && !result.orderPlaced) {
    app.worker.kick();
  }
  return result;
}
