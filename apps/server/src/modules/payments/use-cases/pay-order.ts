import {
  assertNoViolations,
  canReuseCheckout,
  canStartPayment,
  computePriceBreakdown,
  DomainError,
  ErrorCode,
  getHomeArea,
  getOrderProduct,
  getPaymentReturnUrls,
  isFiscalTerritorySupported,
  isLocale,
  judgeOlderCheckout,
  type FieldViolation,
  type Locale,
  type OlderCheckoutVerdict,
  type PaymentStatusName,
  type ProductDefinition,
} from '@foundly/domain';
import { CountryCode, FiscalTerritory, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import type { OrderRow } from '../../order-records/index.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { describeCharge, getProductName } from '../product-names.js';
import {
  deletePaymentWithoutSession,
  findNewestPayment,
  findOrderStatus,
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

export interface PayOrderInput {
  orderId: string;
  country: CountryCode;
  locale: string;
}

function findViolations(input: PayOrderInput): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!isUuid(input.orderId))
    violations.push({ field: 'order_id', message: 'errors.field.invalid' });
  if (input.country === CountryCode.UNSPECIFIED) {
    violations.push({ field: 'country', message: 'errors.field.required' });
  }
  if (input.locale && !isLocale(input.locale)) {
    violations.push({ field: 'locale', message: 'errors.field.invalid' });
  }
  return violations;
}

/** The fiscal territory answered in the questionnaire (a FiscalTerritory number), if any. */
function readFiscalTerritory(order: OrderRow): FiscalTerritory | undefined {
  const business = order.questionnaire.businessInformation as
    { fiscalTerritory?: unknown } | undefined;
  const value = business?.fiscalTerritory;
  return typeof value === 'number' && value !== FiscalTerritory.UNSPECIFIED ? value : undefined;
}

/**
 * Spain serves only the common tax regime: a founder who chose a foral
 * territory or the Canary Islands gets the thank-you screen, never a checkout.
 * An order with no answer yet may pay (the web asks the question first).
 */
function assertPayable(order: OrderRow, country: CountryCode) {
  if (!canStartPayment(OrderStatus[order.status])) {
    throw new DomainError(ErrorCode.OrderNotPayable, 'Only a draft order can be paid');
  }
  const territory = readFiscalTerritory(order);
  if (
    country === CountryCode.ES &&
    territory !== undefined &&
    !isFiscalTerritorySupported(territory)
  ) {
    throw new DomainError(
      ErrorCode.FiscalTerritoryNotSupported,
      'This fiscal territory is not served',
    );
  }
}

/**
 * Asks the provider to close a checkout and records what it says; the verdict
 * tells whether the order may still be paid through another checkout.
 */
async function closeCheckout(app: AppContext, payment: PaymentRow): Promise<OlderCheckoutVerdict> {
  let closed;
  try {
    closed = await app.payments.expireCheckoutSession(payment.providerSessionId!);
  } catch (error) {
    app.logger.error({ err: error, paymentId: payment.id }, 'Could not close a checkout');
    throw new DomainError(ErrorCode.CheckoutFailed, 'Error creating checkout session');
  }
  if (closed.status === 'expired') await markPaymentExpired(app.db, payment.id, app.clock.now());
  return judgeOlderCheckout(payment.status as PaymentStatusName, closed);
}

/**
 * Closes at the provider every checkout of the order opened before `current`,
 * before `current` is given out. If one of them was paid (or a delayed payment
 * is being settled through it) the order must not be paid again: `current` is
 * closed too, and the call refused.
 */
async function closeOlderCheckouts(app: AppContext, current: PaymentRow) {
  const older = await listOlderOpenPayments(app.db, current.orderId, current.attempt);
  const verdicts = await Promise.all(older.map((payment) => closeCheckout(app, payment)));
  if (verdicts.every((verdict) => verdict === 'closed')) return;
  if (current.providerSessionId) await closeCheckout(app, current);
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
async function openCheckout(
  app: AppContext,
  payment: PaymentRow,
  order: { id: string; country: CountryCode; product: ProductDefinition },
) {
  const locale: Locale = isLocale(payment.locale)
    ? payment.locale
    : getHomeArea(order.country).locale;
  const breakdown = computePriceBreakdown(order.product.priceCents, order.product.vatRate);
  const { successUrl, cancelUrl } = getPaymentReturnUrls({
    baseUrl: app.config.baseUrl,
    country: order.country,
    locale,
    tempAuth: signReturnToken(payment.id, app.config.authSecret),
  });
  let session;
  try {
    session = await app.payments.createCheckoutSession({
      orderId: order.id,
      paymentId: payment.id,
      customerEmail: payment.customerEmail,
      product: {
        productId: order.product.productId,
        name: getProductName(order.product.productId, locale),
        description: describeCharge(order.product, breakdown, locale),
      },
      breakdown,
      currency: order.product.currency,
      mode: order.product.isSubscription ? 'subscription' : 'payment',
      locale,
      successUrl,
      cancelUrl,
      expiresAt: payment.expiresAt,
      metadata: { product_id: order.product.productId },
    });
  } catch (error) {
    app.logger.error({ err: error, orderId: order.id, paymentId: payment.id }, 'Checkout failed');
    // Its URL was never given to anyone, so nobody can pay it even if the provider opened it.
    await deletePaymentWithoutSession(app.db, payment.id);
    throw new DomainError(ErrorCode.CheckoutFailed, 'Error creating checkout session');
  }
  return (await setPaymentSession(app.db, payment.id, session, app.clock.now()))!;
}

/**
 * Opens (or reopens) the card checkout of the caller's draft order and returns
 * where the browser goes, so that at most one checkout of the order can be
 * paid when it returns, whatever the number of tabs and instances:
 *
 * - under the order's lock, the newest checkout is given again when it has the
 *   same terms (a double click), else a new one is numbered after it;
 * - every older checkout is closed at the provider before the new one is
 *   given out (a newer tab's language wins); one found paid refuses the call;
 * - a tab whose checkout another tab replaced while the provider was opening
 *   it closes its own and is told so: the newer tab closed the checkouts that
 *   had their session when it looked, and ours may have got its session later.
 *
 * A checkout's URL is given out only after it is recorded, so one whose
 * opening failed or was abandoned can be paid by nobody. A payment that still
 * gets through (a provider that took a card while being asked to close) is
 * refunded by the webhook.
 */
export async function payOrder(app: AppContext, caller: Caller, input: PayOrderInput) {
  assertNoViolations(findViolations(input));
  const order = await findOrderOfUser(app.db, caller.userId, input.orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const country = CountryCode[order.countryCode];
  if (country !== input.country) {
    assertNoViolations([{ field: 'country', message: 'errors.field.invalid' }]);
  }
  assertPayable(order, country);
  const legalForm = LegalForm[order.legalForm];
  const product = getOrderProduct(country, legalForm, order.billingProducts);
  if (!product) throw new DomainError(ErrorCode.OrderNotPayable, 'The order has no product to pay');
  const breakdown = computePriceBreakdown(product.priceCents, product.vatRate);
  const locale: Locale = isLocale(input.locale) ? input.locale : getHomeArea(country).locale;
  const terms = {
    provider: app.payments.name,
    productId: product.productId,
    amountCents: breakdown.totalCents,
    currency: product.currency,
    locale,
  };

  const now = app.clock.now();
  const current = await app.db.transaction(async (tx) => {
    await lockOrderPayments(tx, order.id);
    if ((await findOrderStatus(tx, order.id)) !== 'DRAFT') {
      throw new DomainError(ErrorCode.OrderNotPayable, 'Only a draft order can be paid');
    }
    const newest = await findNewestPayment(tx, order.id);
    const openUntil = new Date(now.getTime() + CHECKOUT_REUSE_MARGIN_SECONDS * 1000);
    if (newest && canReuseCheckout(newest, terms, openUntil)) return newest;
    return insertPayment(tx, {
      id: crypto.randomUUID(),
      orderId: order.id,
      attempt: (newest?.attempt ?? 0) + 1,
      ...terms,
      netCents: breakdown.netCents,
      vatCents: breakdown.vatCents,
      mode: product.isSubscription ? 'subscription' : 'payment',
      status: 'pending',
      customerEmail: caller.email,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    });
  });

  await closeOlderCheckouts(app, current);
  const opened = current.checkoutUrl
    ? current
    : await openCheckout(app, current, { id: order.id, country, product });
  if (await hasNewerPayment(app.db, order.id, opened.attempt)) {
    const verdict = await closeCheckout(app, opened);
    throw verdict === 'closed'
      ? new DomainError(
          ErrorCode.CheckoutSuperseded,
          'This checkout was replaced by one opened in another tab',
        )
      : new DomainError(ErrorCode.OrderNotPayable, 'The order was paid through another checkout');
  }
  return { url: opened.checkoutUrl!, paymentId: opened.id };
}
