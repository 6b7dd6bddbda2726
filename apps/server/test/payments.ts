import { CountryCode, LegalForm } from '@foundly/proto';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { orders, paymentRefunds, payments, type OrderStatusName } from '../src/db/schema/index.js';
import { signReturnToken } from '../src/modules/payments/return-token.js';
import type { RpcClients, TestApp } from './harness.js';

/** The test cards of the sandbox (Stripe's). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresAuthentication: '4000 0027 6000 3184',
} as const;

/** A customer with a draft order, ready to pay. */
export async function signUpWithDraft(
  app: TestApp,
  order: {
    countryCode?: CountryCode;
    companyLegalForm?: LegalForm;
    billingProducts?: string[];
    locale?: string;
  } = {},
) {
  const { user, rpc, customer } = await app.signUpCustomer(
    order.locale ? { locale: order.locale } : {},
  );
  const created = await rpc.orders.createOrder({
    countryCode: order.countryCode ?? CountryCode.FR,
    companyLegalForm: order.companyLegalForm ?? LegalForm.SASU,
    billingProducts: order.billingProducts ?? [],
    companyName: 'Acme',
  });
  return { user, rpc, customer, order: created.order! };
}

/** Sets an order's status directly, as the back-office would. */
export async function setOrderStatus(app: TestApp, orderId: string, status: OrderStatusName) {
  await app.context.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** Writes the Spanish fiscal-territory answer into the order's questionnaire. */
export async function setFiscalTerritory(app: TestApp, orderId: string, territory: number) {
  await app.context.db
    .update(orders)
    .set({ questionnaire: { businessInformation: { fiscalTerritory: territory } } })
    .where(eq(orders.id, orderId));
}

export async function getOrderStatus(app: TestApp, orderId: string) {
  const [row] = await app.context.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

/** The order's payments, newest first. */
export function listPayments(app: TestApp, orderId: string) {
  return app.context.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt));
}

/** The refunds of an order's payments. */
export function listRefunds(app: TestApp, orderId: string) {
  return app.context.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
}

/** What the return page gets: the session id and the temp_auth of the newest payment. */
export async function getReturnParams(app: TestApp, orderId: string) {
  const [payment] = await listPayments(app, orderId);
  if (!payment) throw new Error(`no payment for ${orderId}`);
  return {
    payment,
    sessionId: payment.providerSessionId!,
    tempAuth: signReturnToken(payment.id, app.context.config.authSecret),
  };
}

/** Starts the checkout of a French (or any) draft order. */
export async function startCheckout(
  rpc: RpcClients,
  orderId: string,
  country = CountryCode.FR,
  locale = '',
) {
  const { url } = await rpc.billing.payOrder({ orderId, country, locale });
  return url;
}

/** Posts a form to a page of the sandbox, without following the redirect. */
export async function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Fills the sandbox's card form with a card; returns the redirect's location. */
export async function payWithCard(checkoutUrl: string, number: string) {
  const response = await postForm(checkoutUrl, {
    number,
    expiry: '12 / 34',
    cvc: '123',
    name: 'Ada Lovelace',
  });
  if (response.status !== 303) {
    throw new Error(`the card form answered ${response.status}: ${await response.text()}`);
  }
  return response.headers.get('location')!;
}

/** E-mails of the dev outbox for an address, newest first. */
export async function readOutbox(app: TestApp, to: string) {
  const response = await app.fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as {
    emails: {
      template: string;
      subject: string;
      text: string;
      locale: string;
      link: string | null;
    }[];
  };
  return body.emails;
}

export async function readReceipts(app: TestApp, to: string) {
  return (await readOutbox(app, to)).filter((email) => email.template === 'payment-receipt');
}

/** A Stripe event as Stripe sends it; `object` is the data.object. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${crypto.randomUUID().replaceAll('-', '')}`,
) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A checkout.session.* event about a session. */
export function sessionEvent(
  type: string,
  session: {
    id: string;
    paymentStatus?: string;
    amountTotal?: number;
    currency?: string;
    paymentIntent?: string | null;
  },
  id?: string,
) {
  return stripeEvent(
    type,
    {
      id: session.id,
      object: 'checkout.session',
      amount_total: session.amountTotal ?? 35_880,
      currency: session.currency ?? 'eur',
      mode: 'payment',
      payment_status: session.paymentStatus ?? 'paid',
      payment_intent: session.paymentIntent ?? null,
      status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      subscription: null,
      metadata: {},
    },
    id,
  );
}

/** A payment_intent.* event whose metadata names our payment. */
export function intentEvent(
  type: string,
  intent: { id: string; paymentId: string; amount?: number },
  id?: string,
) {
  return stripeEvent(
    type,
    {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount ?? 35_880,
      amount_received: type === 'payment_intent.succeeded' ? (intent.amount ?? 35_880) : 0,
      currency: 'eur',
      metadata: { payment_id: intent.paymentId },
      status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
    },
    id,
  );
}

/** Signs a payload as Stripe does, with the app's webhook secret (or another). */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** Posts an event to the app's webhook route, signed with its secret unless told otherwise. */
export async function postWebhook(
  app: TestApp,
  event: object | string,
  options: { secret?: string; timestamp?: number; signature?: string; contentType?: string } = {},
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const secret = options.secret ?? app.context.config.payments.webhookSecret;
  const signature = options.signature ?? signPayload(payload, secret, options.timestamp);
  const response = await app.fetch('/api/payments/webhook', {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'stripe-signature': signature,
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
