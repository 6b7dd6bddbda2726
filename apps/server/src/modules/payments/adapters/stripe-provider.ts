import type { ClosedCheckout, Locale } from '@foundly/domain';
import Stripe from 'stripe';
import type {
  CheckoutSession,
  CreateCheckoutSessionInput,
  PaymentEvent,
  PaymentProvider,
  RefundPaymentInput,
  RefundResult,
} from './payment-provider.js';
import { parseStripeWebhook } from './stripe-webhook.js';

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

const STRIPE_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-gb': 'en-GB',
  'fr-fr': 'fr',
  'es-es': 'es',
};

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host, for tests (a local server standing in for api.stripe.com). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Builds the Checkout Session of a payment; exported for the adapter's tests. */
export function toSessionParams(
  input: CreateCheckoutSessionInput,
): Stripe.Checkout.SessionCreateParams {
  const metadata = { ...input.metadata, order_id: input.orderId, payment_id: input.paymentId };
  return {
    mode: input.mode,
    client_reference_id: input.orderId,
    customer_email: input.customerEmail,
    metadata,
    // One line at the price VAT included: our domain computes the VAT (and its rounding),
    // Stripe Tax stays off, and the amount charged is exactly the total the funnel showed.
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: input.currency.toLowerCase(),
          unit_amount: input.breakdown.totalCents,
          tax_behavior: 'inclusive',
          product_data: {
            name: input.product.name,
            description: input.product.description,
            metadata: { product_id: input.product.productId },
          },
          ...(input.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    ...(input.mode === 'payment'
      ? { payment_intent_data: { metadata } }
      : { subscription_data: { metadata } }),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    locale: STRIPE_LOCALES[input.locale],
    expires_at: Math.floor(input.expiresAt.getTime() / 1000),
  };
}

/** Stripe Checkout through the official SDK; webhooks verified with the endpoint's secret. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.api ?? {}),
    });
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(toSessionParams(input), {
      idempotencyKey: `checkout-${input.paymentId}`,
    });
    if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  /**
   * Stripe refuses to expire a session that is no longer open; the session
   * then says whether it was paid (or a delayed payment started) or had
   * expired already.
   */
  async expireCheckoutSession(sessionId: string): Promise<ClosedCheckout> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return { status: 'expired' };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'expired') return { status: 'expired' };
      if (session.status === 'complete') {
        return { status: 'complete', paid: session.payment_status !== 'unpaid' };
      }
      throw error;
    }
  }

  /**
   * Refunds the payment intent of the session (for a subscription, the one
   * that paid its first invoice) and cancels the subscription, so that it is
   * never charged again. The idempotency key makes a retry return the same
   * refund instead of a second one.
   */
  async refundPayment(input: RefundPaymentInput): Promise<RefundResult> {
    const paymentIntent =
      input.paymentIntentId ?? (await this.findPaymentIntentOfSession(input.sessionId));
    if (input.subscriptionId) await this.cancelSubscription(input.subscriptionId);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        reason: 'duplicate',
        metadata: { payment_id: input.paymentId, refund_id: input.refundId },
      },
      { idempotencyKey: `refund-${input.refundId}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
    }
    return {
      providerRefundId: refund.id,
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    };
  }

  private async findPaymentIntentOfSession(sessionId: string): Promise<string> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const direct = idOf(session.payment_intent);
    if (direct) return direct;
    const invoice = idOf(session.invoice);
    if (invoice) {
      const payments = await this.stripe.invoicePayments.list({ invoice, limit: 1 });
      const fromInvoice = idOf(payments.data[0]?.payment.payment_intent);
      if (fromInvoice) return fromInvoice;
    }
    throw new Error(`Stripe session ${sessionId} has no payment to refund`);
  }

  private async cancelSubscription(subscriptionId: string) {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Cancelled already (by a previous try of this refund): nothing left to do.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
      if (subscription.status !== 'canceled') throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string, receivedAt: Date): PaymentEvent {
    return parseStripeWebhook(rawBody, signature, this.options.webhookSecret, receivedAt);
  }
}
