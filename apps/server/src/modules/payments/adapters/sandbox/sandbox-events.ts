import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Clock } from '../../../../clock.js';
import type { SandboxSessionRow } from './sandbox.repository.js';

/** A Stripe-style id: prefix, underscore, random characters. */
export function createSandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString('hex')}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The session as Stripe's API shows a Checkout Session object. */
function toCheckoutSessionObject(session: SandboxSessionRow) {
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    created: seconds(session.createdAt),
    currency: session.currency.toLowerCase(),
    customer_email: session.customerEmail,
    expires_at: seconds(session.expiresAt),
    livemode: false,
    locale: session.locale,
    metadata: session.metadata,
    mode: session.mode,
    payment_intent: session.mode === 'payment' ? session.paymentIntentId : null,
    payment_status: session.paymentStatus,
    status: session.status,
    subscription: session.subscriptionId,
    success_url: session.successUrl,
    url: null,
  };
}

export type DeclineReason = 'card_declined' | 'authentication_failed';

const DECLINES: Record<DeclineReason, Record<string, string>> = {
  card_declined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  authentication_failed: {
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  },
};

/**
 * The PaymentIntent of a session. In subscription mode Stripe's intent belongs
 * to the first invoice and carries none of the session's metadata.
 */
function toPaymentIntentObject(session: SandboxSessionRow, decline?: DeclineReason) {
  return {
    id: session.paymentIntentId,
    object: 'payment_intent',
    amount: session.amountTotal,
    amount_received: decline ? 0 : session.amountTotal,
    currency: session.currency.toLowerCase(),
    created: seconds(session.createdAt),
    livemode: false,
    metadata: session.mode === 'payment' ? session.metadata : {},
    status: decline ? 'requires_payment_method' : 'succeeded',
    last_payment_error: decline ? { type: 'card_error', ...DECLINES[decline] } : null,
  };
}

export interface SandboxEvent {
  id: string;
  type: string;
  payload: string;
}

/** An event as Stripe posts it, with a new id. */
export function toEvent(type: string, object: object, now: Date): SandboxEvent {
  const id = createSandboxId('evt');
  const event = {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(now),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return { id, type, payload: JSON.stringify(event) };
}

/** The events Stripe sends when a session is paid: the intent's success, then the session's. */
export function buildPaidEvents(session: SandboxSessionRow, now: Date): SandboxEvent[] {
  return [
    toEvent('payment_intent.succeeded', toPaymentIntentObject(session), now),
    toEvent('checkout.session.completed', toCheckoutSessionObject(session), now),
  ];
}

export function buildPaymentFailedEvent(
  session: SandboxSessionRow,
  reason: DeclineReason,
  now: Date,
): SandboxEvent {
  return toEvent('payment_intent.payment_failed', toPaymentIntentObject(session, reason), now);
}

export function buildExpiredEvent(session: SandboxSessionRow, now: Date): SandboxEvent {
  return toEvent('checkout.session.expired', toCheckoutSessionObject(session), now);
}

/**
 * The charge of a refunded session, as Stripe's `charge.refunded` event shows
 * it: fully refunded, with its one refund. The charge id is derived from the
 * intent's, which the sandbox keeps instead of charges.
 */
function toRefundedChargeObject(session: SandboxSessionRow) {
  return {
    id: session.paymentIntentId.replace(/^pi_/, 'ch_'),
    object: 'charge',
    amount: session.amountTotal,
    amount_captured: session.amountTotal,
    amount_refunded: session.amountTotal,
    captured: true,
    currency: session.currency.toLowerCase(),
    created: seconds(session.createdAt),
    livemode: false,
    metadata: session.mode === 'payment' ? session.metadata : {},
    paid: true,
    payment_intent: session.paymentIntentId,
    refunded: true,
    status: 'succeeded',
    refunds: {
      object: 'list',
      data: [
        {
          id: session.refundId,
          object: 'refund',
          amount: session.amountTotal,
          currency: session.currency.toLowerCase(),
          payment_intent: session.paymentIntentId,
          reason: 'duplicate',
          status: 'succeeded',
        },
      ],
      has_more: false,
    },
  };
}

export function buildRefundedEvent(session: SandboxSessionRow, now: Date): SandboxEvent {
  return toEvent('charge.refunded', toRefundedChargeObject(session), now);
}

export interface WebhookSenderOptions {
  /** The server's own webhook URL: BASE_URL + /api/payments/webhook. */
  url: string;
  secret: string;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Waits between attempts, in ms; Stripe retries for days, the sandbox a few times. */
  retryDelaysMs?: readonly number[];
}

/**
 * Posts events to the webhook URL over HTTP, signed exactly as Stripe signs
 * (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.payload">`), one after
 * the other, in the order given; a failed delivery is retried.
 */
export class SandboxWebhookSender {
  constructor(private readonly options: WebhookSenderOptions) {}

  async send(events: readonly SandboxEvent[]): Promise<void> {
    for (const event of events) await this.deliver(event);
  }

  private async deliver(event: SandboxEvent): Promise<boolean> {
    const delays = this.options.retryDelaysMs ?? [250, 1_000, 3_000];
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1]));
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: this.options.secret,
        timestamp: Math.floor(this.options.clock.now().getTime() / 1000),
      });
      try {
        const response = await fetch(this.options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) Foundly sandbox',
          },
          body: event.payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.ok) return true;
        this.options.logger.warn(
          { eventId: event.id, type: event.type, status: response.status, attempt },
          'Sandbox webhook refused',
        );
      } catch (error) {
        this.options.logger.warn(
          { eventId: event.id, type: event.type, err: error, attempt },
          'Sandbox webhook delivery failed',
        );
      }
    }
    this.options.logger.error({ eventId: event.id, type: event.type }, 'Sandbox webhook given up');
    return false;
  }
}
