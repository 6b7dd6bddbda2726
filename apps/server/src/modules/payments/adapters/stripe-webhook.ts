import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from './payment-provider.js';

/** Stripe's own default: an event signed more than five minutes ago is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/**
 * The outcome each Checkout Session and PaymentIntent event reports; a refund
 * reports none. A subscription's invoice and status events report what they
 * change in the subscription (docs.stripe.com/billing/subscriptions/webhooks).
 */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const outcome =
        event.type === 'checkout.session.expired'
          ? 'expired'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : session.payment_status === 'paid'
              ? 'succeeded'
              : undefined;
      return {
        ...base,
        outcome,
        sessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
        subscriptionId: idOf(session.subscription),
        paymentId: session.metadata?.payment_id,
        amountCents: session.amount_total ?? undefined,
        currency: session.currency?.toUpperCase(),
      };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        ...base,
        outcome: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        paymentIntentId: intent.id,
        paymentId: intent.metadata?.payment_id,
        amountCents: event.type === 'payment_intent.succeeded' ? intent.amount_received : undefined,
        currency: intent.currency?.toUpperCase(),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        outcome: undefined,
        refunded: charge.refunded,
        paymentIntentId: idOf(charge.payment_intent),
        paymentId: charge.metadata?.payment_id,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (!subscriptionId) return { ...base, outcome: undefined };
      const failed = event.type === 'invoice.payment_failed';
      return {
        ...base,
        outcome: undefined,
        subscription: {
          subscriptionId,
          signal: { kind: failed ? 'invoice_payment_failed' : 'invoice_paid' },
          occurredAt: new Date(event.created * 1000),
          paymentId: details?.metadata?.payment_id,
          paymentUpdateUrl: failed ? (invoice.hosted_invoice_url ?? undefined) : undefined,
        },
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...base,
        outcome: undefined,
        subscription: {
          subscriptionId: subscription.id,
          signal:
            event.type === 'customer.subscription.deleted'
              ? { kind: 'deleted' }
              : { kind: 'status', providerStatus: subscription.status },
          occurredAt: new Date(event.created * 1000),
          paymentId: subscription.metadata?.payment_id,
        },
      };
    }
    default:
      return { ...base, outcome: undefined };
  }
}

/**
 * Verifies a Stripe-Signature header (`t=<unix>,v1=<HMAC-SHA256 of "t.payload">`)
 * on the exact bytes received, with Stripe's own code, then reads the event.
 * The sandbox signs its events the same way, so this serves both providers.
 */
export function parseStripeWebhook(
  rawBody: Buffer,
  signature: string,
  secret: string,
  receivedAt: Date,
): PaymentEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    throw new WebhookSignatureError('Not a Stripe event');
  }
  return toPaymentEvent(event);
}
