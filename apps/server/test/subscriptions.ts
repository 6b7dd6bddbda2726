import { CountryCode } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../src/db/schema/index.js';
import { signUpAutonomo } from './facturas.js';
import type { TestApp } from './harness.js';
import {
  CARDS,
  listPayments,
  payWithCard,
  postForm,
  startCheckout,
  stripeEvent,
} from './payments.js';

export type Subscriber = Awaited<ReturnType<typeof subscribeAutonomo>>;

/** A Spanish autónomo who paid the autónomo_pro checkout in the sandbox: subscribed, active. */
export async function subscribeAutonomo(app: TestApp) {
  const founder = await signUpAutonomo(app);
  const url = await startCheckout(founder.rpc, founder.order.id, CountryCode.ES, 'es-es');
  await payWithCard(url, CARDS.succeeds);
  const [payment] = await listPayments(app, founder.order.id);
  if (!payment?.providerSubscriptionId) throw new Error('the checkout made no subscription');
  return {
    ...founder,
    accountId: founder.order.accountId,
    payment,
    subscriptionId: payment.providerSubscriptionId,
  };
}

export type SandboxControl = 'renew' | 'fail-next' | 'cancel';

/** Presses a control of the sandbox's subscription page, as a tester would. */
export async function pressSandboxControl(
  app: TestApp,
  subscriptionId: string,
  control: SandboxControl,
) {
  const response = await postForm(
    `${app.url}/api/payments/sandbox/subscriptions/${subscriptionId}/${control}`,
    {},
  );
  if (response.status !== 303) throw new Error(`${control} answered ${response.status}`);
}

/** Our row of a provider subscription. */
export async function findSubscriptionRow(app: TestApp, providerSubscriptionId: string) {
  const [row] = await app.context.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** An invoice.* event of a subscription, as Stripe Billing posts it. */
export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  subscriber: Pick<Subscriber, 'subscriptionId' | 'payment'>,
  options: { created?: Date; id?: string } = {},
) {
  const event = stripeEvent(
    type,
    {
      id: `in_${crypto.randomUUID().replaceAll('-', '')}`,
      object: 'invoice',
      status: type === 'invoice.paid' ? 'paid' : 'open',
      amount_due: subscriber.payment.amountCents,
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/test_123',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: subscriber.subscriptionId,
          metadata: { payment_id: subscriber.payment.id, order_id: subscriber.payment.orderId },
        },
      },
    },
    options.id,
  );
  return options.created
    ? { ...event, created: Math.floor(options.created.getTime() / 1000) }
    : event;
}

/** A customer.subscription.* event. */
export function subscriptionEvent(
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  subscriber: Pick<Subscriber, 'subscriptionId' | 'payment'>,
  status: string,
  options: { created?: Date } = {},
) {
  const event = stripeEvent(type, {
    id: subscriber.subscriptionId,
    object: 'subscription',
    status,
    metadata: { payment_id: subscriber.payment.id, order_id: subscriber.payment.orderId },
  });
  return options.created
    ? { ...event, created: Math.floor(options.created.getTime() / 1000) }
    : event;
}
