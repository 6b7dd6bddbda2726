import type { Locale } from '@foundly/domain';
import Stripe from 'stripe';
import type {
  CheckoutSession,
  CreateCheckoutSessionInput,
  PaymentEvent,
  PaymentProvider,
} from './payment-provider.js';
import { parseStripeWebhook } from './stripe-webhook.js';

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

  async expireCheckoutSession(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  parseWebhook(rawBody: Buffer, signature: string, receivedAt: Date): PaymentEvent {
    return parseStripeWebhook(rawBody, signature, this.options.webhookSecret, receivedAt);
  }
}
