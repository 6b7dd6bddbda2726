import {
  canReuseCheckout,
  computePriceBreakdown,
  DomainError,
  ErrorCode,
  judgeOlderCheckout,
  type Locale,
  type OlderCheckoutVerdict,
  type PaymentReturnUrls,
  type PaymentStatusName,
  type ProductDefinition,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import type { PaymentPurpose } from '../../../db/schema/index.js';
import { describeCharge, getProductName } from '../product-names.js';
import {
  deletePaymentWithoutSession,
  findLastAttempt,
  findNewestPayment,
  hasNewerPayment,
  insertPayment,
  listOlderOpenPayments,
  lockOrderPayments,
  markPaymentExpired,
  setPaymentSession,
  type PaymentRow,
} from '../payments.repository.js';
import { signReturnToken } from '../return-token.js';

/** How long a checkout stays open (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_TTL_SECONDS = 60 * 60;
/** A pending checkout is reused only if the customer still has this long to pay. */
export const CHECKOUT_REUSE_MARGIN_SECONDS = 10 * 60;

/** A checkout to open for an order: what it pays for, and the rules of the caller. */
export interface CheckoutRequest {
  orderId: string;
  purpose: PaymentPurpose;
  product: ProductDefinition;
  locale: Locale;
  customerEmail: string;
  /**
   * Runs under the lock of the order's checkouts, before one is given out:
   * throws the DomainError that refuses the call when the order may not (any
   * more) be paid for this purpose.
   */
  assertPayable(tx: Transaction): Promise<void>;
  /** Where the provider sends the browser back, from the payment's signed `temp_auth`. */
  getReturnUrls(tempAuth: string): PaymentReturnUrls;
  /** The error a provider failure answers (`CheckoutFailed`, with the caller's message). */
  failureMessage: string;
}

/**
 * Asks the provider to close a checkout and records what it says; the verdict
 * tells whether the order may still be paid through another checkout.
 */
async function closeCheckout(
  app: AppContext,
  payment: PaymentRow,
  failureMessage: string,
): Promise<OlderCheckoutVerdict> {
  let closed;
  try {
    closed = await app.payments.expireCheckoutSession(payment.providerSessionId!);
  } catch (error) {
    app.logger.error({ err: error, paymentId: payment.id }, 'Could not close a checkout');
    throw new DomainError(ErrorCode.CheckoutFailed, failureMessage);
  }
  if (closed.status === 'expired') await markPaymentExpired(app.db, payment.id, app.clock.now());
  return judgeOlderCheckout(payment.status as PaymentStatusName, closed);
}

/**
 * Closes at the provider every checkout of the same purpose opened before
 * `current`, before `current` is given out. If one of them was paid (or a
 * delayed payment is being settled through it) it must not be paid again:
 * `current` is closed too, and the call refused.
 */
async function closeOlderCheckouts(app: AppContext, current: PaymentRow, failureMessage: string) {
  const older = await listOlderOpenPayments(
    app.db,
    current.orderId,
    current.purpose,
    current.attempt,
  );
  const verdicts = await Promise.all(
    older.map((payment) => closeCheckout(app, payment, failureMessage)),
  );
  if (verdicts.every((verdict) => verdict === 'closed')) return;
  if (current.providerSessionId) await closeCheckout(app, current, failureMessage);
  throw new DomainError(
    ErrorCode.OrderNotPayable,
    'The order was paid, or is being paid, through another checkout',
  );
}

/**
 * Opens the provider's checkout of a payment row, or finds the one opened for
 * it already: everything sent is read from the row, so that a second call for
 * the same row is the same request (the row id is the idempotency key).
 */
async function openProviderCheckout(
  app: AppContext,
  payment: PaymentRow,
  request: CheckoutRequest,
) {
  const { product } = request;
  const locale = request.locale;
  const breakdown = computePriceBreakdown(product.priceCents, product.vatRate);
  const { successUrl, cancelUrl } = request.getReturnUrls(
    signReturnToken(payment.id, app.config.authSecret),
  );
  let session;
  try {
    session = await app.payments.createCheckoutSession({
      orderId: payment.orderId,
      paymentId: payment.id,
      customerEmail: payment.customerEmail,
      product: {
        productId: product.productId,
        name: getProductName(product.productId, locale),
        description: describeCharge(product, breakdown, locale),
      },
      breakdown,
      currency: product.currency,
      mode: product.isSubscription ? 'subscription' : 'payment',
      locale,
      successUrl,
      cancelUrl,
      expiresAt: payment.expiresAt,
      metadata: { product_id: product.productId, purpose: payment.purpose },
    });
  } catch (error) {
    app.logger.error(
      { err: error, orderId: payment.orderId, paymentId: payment.id },
      'Checkout failed',
    );
    // Its URL was never given to anyone, so nobody can pay it even if the provider opened it.
    await deletePaymentWithoutSession(app.db, payment.id);
    throw new DomainError(ErrorCode.CheckoutFailed, request.failureMessage);
  }
  return (await setPaymentSession(app.db, payment.id, session, app.clock.now()))!;
}

/**
 * Opens (or reopens) a card checkout of an order and returns where the
 * browser goes, so that at most one checkout of the order and purpose can be
 * paid when it returns, whatever the number of tabs and instances:
 *
 * - under the order's lock (after the caller's `assertPayable`), the newest
 *   checkout of the purpose is given again when it has the same terms (a
 *   double click), else a new one is numbered after the order's newest;
 * - every older checkout of the purpose is closed at the provider before the
 *   new one is given out (a newer tab's language wins); one found paid
 *   refuses the call;
 * - a tab whose checkout another tab replaced while the provider was opening
 *   it closes its own and is told so: the newer tab closed the checkouts that
 *   had their session when it looked, and ours may have got its session later.
 *
 * A checkout's URL is given out only after it is recorded, so one whose
 * opening failed or was abandoned can be paid by nobody. A payment that still
 * gets through (a provider that took a card while being asked to close) is
 * refunded by the webhook.
 */
export async function openCheckout(app: AppContext, request: CheckoutRequest) {
  const { product, orderId, purpose } = request;
  const breakdown = computePriceBreakdown(product.priceCents, product.vatRate);
  const terms = {
    provider: app.payments.name,
    productId: product.productId,
    amountCents: breakdown.totalCents,
    currency: product.currency,
    locale: request.locale,
  };

  const now = app.clock.now();
  const current = await app.db.transaction(async (tx) => {
    await lockOrderPayments(tx, orderId);
    await request.assertPayable(tx);
    const newest = await findNewestPayment(tx, orderId, purpose);
    const openUntil = new Date(now.getTime() + CHECKOUT_REUSE_MARGIN_SECONDS * 1000);
    if (newest && canReuseCheckout(newest, terms, openUntil)) return newest;
    return insertPayment(tx, {
      id: crypto.randomUUID(),
      orderId,
      attempt: (await findLastAttempt(tx, orderId)) + 1,
      ...terms,
      netCents: breakdown.netCents,
      vatCents: breakdown.vatCents,
      mode: product.isSubscription ? 'subscription' : 'payment',
      purpose,
      status: 'pending',
      customerEmail: request.customerEmail,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    });
  });

  await closeOlderCheckouts(app, current, request.failureMessage);
  const opened = current.checkoutUrl ? current : await openProviderCheckout(app, current, request);
  if (await hasNewerPayment(app.db, orderId, purpose, opened.attempt)) {
    const verdict = await closeCheckout(app, opened, request.failureMessage);
    throw verdict === 'closed'
      ? new DomainError(
          ErrorCode.CheckoutSuperseded,
          'This checkout was replaced by one opened in another tab',
        )
      : new DomainError(ErrorCode.OrderNotPayable, 'The order was paid through another checkout');
  }
  return { url: opened.checkoutUrl!, paymentId: opened.id };
}
