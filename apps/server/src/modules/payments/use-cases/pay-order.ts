import {
  assertNoViolations,
  canStartPayment,
  computePriceBreakdown,
  DomainError,
  ErrorCode,
  getHomeArea,
  getOrderProduct,
  getPaymentReturnUrls,
  isFiscalTerritorySupported,
  isLocale,
  type FieldViolation,
  type Locale,
} from '@foundly/domain';
import { CountryCode, FiscalTerritory, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import type { OrderRow } from '../../orders/index.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { describeCharge, getProductName } from '../product-names.js';
import {
  deletePaymentWithoutSession,
  findOrderStatus,
  findReusablePayment,
  insertPayment,
  listOpenPayments,
  lockOrderPayments,
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
  if (!canStartPayment(OrderStatus[order.status as keyof typeof OrderStatus])) {
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
 * Opens (or reopens) the card checkout of the caller's draft order and returns
 * where the browser goes. The payment row is written first under a per-order
 * lock, and is the provider's idempotency key: a double click, even a
 * simultaneous one, gets the same checkout. A newer checkout closes the older
 * ones still open at the provider, so that an order cannot be paid twice.
 */
export async function payOrder(app: AppContext, caller: Caller, input: PayOrderInput) {
  assertNoViolations(findViolations(input));
  const order = await findOrderOfUser(app.db, caller.userId, input.orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const country = CountryCode[order.countryCode as keyof typeof CountryCode];
  if (country !== input.country) {
    assertNoViolations([{ field: 'country', message: 'errors.field.invalid' }]);
  }
  assertPayable(order, country);
  const legalForm = LegalForm[order.legalForm as keyof typeof LegalForm];
  const product = getOrderProduct(country, legalForm, order.billingProducts);
  if (!product) throw new DomainError(ErrorCode.OrderNotPayable, 'The order has no product to pay');
  const breakdown = computePriceBreakdown(product.priceCents, product.vatRate);
  const locale: Locale = isLocale(input.locale) ? input.locale : getHomeArea(country).locale;

  const now = app.clock.now();
  const { payment, superseded } = await app.db.transaction(async (tx) => {
    await lockOrderPayments(tx, order.id);
    if ((await findOrderStatus(tx, order.id)) !== 'DRAFT') {
      throw new DomainError(ErrorCode.OrderNotPayable, 'Only a draft order can be paid');
    }
    const reusable = await findReusablePayment(tx, {
      orderId: order.id,
      provider: app.payments.name,
      productId: product.productId,
      amountCents: breakdown.totalCents,
      currency: product.currency,
      locale,
      openUntil: new Date(now.getTime() + CHECKOUT_REUSE_MARGIN_SECONDS * 1000),
    });
    if (reusable) return { payment: reusable, superseded: [] as PaymentRow[] };
    const created = await insertPayment(tx, {
      id: crypto.randomUUID(),
      orderId: order.id,
      provider: app.payments.name,
      productId: product.productId,
      netCents: breakdown.netCents,
      vatCents: breakdown.vatCents,
      amountCents: breakdown.totalCents,
      currency: product.currency,
      mode: product.isSubscription ? 'subscription' : 'payment',
      status: 'pending',
      locale,
      customerEmail: caller.email,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    });
    return { payment: created, superseded: await listOpenPayments(tx, order.id, created.id) };
  });
  if (payment.checkoutUrl) return { url: payment.checkoutUrl, paymentId: payment.id };

  const { successUrl, cancelUrl } = getPaymentReturnUrls({
    baseUrl: app.config.baseUrl,
    country,
    locale,
    tempAuth: signReturnToken(payment.id, app.config.authSecret),
  });
  let session;
  try {
    session = await app.payments.createCheckoutSession({
      orderId: order.id,
      paymentId: payment.id,
      customerEmail: caller.email,
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
      metadata: { product_id: product.productId },
    });
  } catch (error) {
    app.logger.error({ err: error, orderId: order.id, paymentId: payment.id }, 'Checkout failed');
    await deletePaymentWithoutSession(app.db, payment.id);
    throw new DomainError(ErrorCode.CheckoutFailed, 'Error creating checkout session');
  }
  const stored = await setPaymentSession(app.db, payment.id, session, app.clock.now());
  for (const older of superseded) {
    // Best effort: if the provider refuses (already paid, say), its webhook tells what happened.
    app.payments.expireCheckoutSession(older.providerSessionId!).catch((error: unknown) => {
      app.logger.warn({ err: error, paymentId: older.id }, 'Could not close a superseded checkout');
    });
  }
  return { url: stored?.checkoutUrl ?? session.url, paymentId: payment.id };
}
