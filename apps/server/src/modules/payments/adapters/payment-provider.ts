import type { Locale, PaymentOutcome, PriceBreakdown } from '@foundly/domain';

export type CheckoutMode = 'payment' | 'subscription';

export interface CreateCheckoutSessionInput {
  orderId: string;
  /** Our payment row: the idempotency key, so that a retried call opens the same checkout. */
  paymentId: string;
  customerEmail: string;
  product: {
    productId: string;
    /** In the customer's language. */
    name: string;
    /** The price line under the name, e.g. "59,00 € + IVA 21 % 12,39 €". */
    description: string;
  };
  breakdown: PriceBreakdown;
  currency: 'EUR' | 'GBP';
  /** A subscription charges `breakdown.totalCents` every month. */
  mode: CheckoutMode;
  locale: Locale;
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/**
 * A verified provider event, reduced to what the payments module acts on.
 * `outcome` is undefined for events that change nothing here.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  outcome: PaymentOutcome | undefined;
  sessionId?: string | undefined;
  paymentIntentId?: string | undefined;
  subscriptionId?: string | undefined;
  /** Our payment id, from the metadata we gave the provider. */
  paymentId?: string | undefined;
  /** What the provider says was charged, in cents, when the event carries it. */
  amountCents?: number | undefined;
  currency?: string | undefined;
}

/** The signature of a webhook is missing, forged, or too old (a replay). */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The card payment provider: Stripe Checkout, or the embedded sandbox that imitates it. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession>;
  /** Closes a checkout that must no longer be paid (superseded by a newer one). */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /**
   * Verifies a webhook's signature on its exact bytes and reads the event.
   * Throws WebhookSignatureError when it is forged or older than five minutes.
   */
  parseWebhook(rawBody: Buffer, signature: string, receivedAt: Date): PaymentEvent;
}
