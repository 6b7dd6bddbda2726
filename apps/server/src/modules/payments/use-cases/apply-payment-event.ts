import {
  DEFAULT_LOCALE,
  findProduct,
  getHomeArea,
  getPaymentStatusAfter,
  isLocale,
  type Locale,
  type PaymentStatusName,
} from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { queueEmail } from '../../notifications/index.js';
import { moveOrderStatus } from '../../orders/index.js';
import type { PaymentEvent } from '../adapters/payment-provider.js';
import { getProductName } from '../product-names.js';
import {
  findOrderKind,
  findPaymentForUpdate,
  linkPaymentEvent,
  recordPaymentEvent,
  recordProviderIds,
  transitionPayment,
  type PaymentRow,
} from '../payments.repository.js';

export type EventResult =
  | { kind: 'duplicate' }
  | { kind: 'unmatched' }
  | { kind: 'unchanged'; paymentId: string }
  | { kind: 'applied'; paymentId: string; status: PaymentStatusName; orderPlaced: boolean };

async function queueReceipt(app: AppContext, tx: Transaction, payment: PaymentRow, paidAt: Date) {
  const order = await findOrderKind(tx, payment.orderId);
  const country = CountryCode[(order?.countryCode ?? '') as keyof typeof CountryCode];
  const legalForm = LegalForm[(order?.legalForm ?? '') as keyof typeof LegalForm];
  const product = findProduct(country, legalForm, payment.productId);
  const locale: Locale = isLocale(payment.locale) ? payment.locale : DEFAULT_LOCALE;
  await queueEmail(
    tx,
    app.logger,
    { printLinks: !app.config.isProduction },
    {
      to: payment.customerEmail,
      locale,
      template: 'payment-receipt',
      link: `${app.config.baseUrl}/${getHomeArea(country).prefix}/${locale}`,
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
 * Applies one verified provider event, in one transaction: the event id is
 * recorded first (a redelivery stops there), the payment is locked, its status
 * moves forward only (getPaymentStatusAfter), and the first success places the
 * order (DRAFT -> PLACED, compare-and-set) and queues the receipt. Whatever
 * the number, order or timing of the events, the order is placed once and one
 * receipt is written.
 */
export async function applyPaymentEvent(
  app: AppContext,
  event: PaymentEvent,
): Promise<EventResult> {
  const now = app.clock.now();
  const result = await app.db.transaction(async (tx): Promise<EventResult> => {
    if (!(await recordPaymentEvent(tx, event))) return { kind: 'duplicate' };
    const payment = await findPaymentForUpdate(tx, event);
    if (!payment) return { kind: 'unmatched' };
    await linkPaymentEvent(tx, event.id, payment.id);
    await recordProviderIds(tx, payment, event, now);
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
      return { kind: 'applied', paymentId: payment.id, status: next, orderPlaced: false };
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
    // DRAFT -> PLACED by compare-and-set: only the first success places the order.
    const orderPlaced = Boolean(
      await moveOrderStatus(tx, app, {
        orderId: payment.orderId,
        from: 'DRAFT',
        to: 'PLACED',
        actor: 'payment',
        reason: payment.id,
      }),
    );
    if (!orderPlaced) {
      // Paid twice, or paid after the order moved on: the money must go back by hand.
      app.logger.warn(
        { paymentId: payment.id, orderId: payment.orderId },
        'Payment succeeded for an order that is no longer a draft: refund it',
      );
    }
    await queueReceipt(app, tx, payment, now);
    return { kind: 'applied', paymentId: payment.id, status: next, orderPlaced };
  });
  app.logger.info({ eventId: event.id, type: event.type, result: result.kind }, 'Payment event');
  return result;
}
