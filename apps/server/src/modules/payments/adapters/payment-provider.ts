import type { ClosedCheckout, Locale, PaymentOutcome, PriceBreakdown } from '@foundly/domain';
import type { SubscriptionChangeInput } from '../../subscriptions/index.js';

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
  /** A charge refunded in full (`charge.refunded`): confirms a refund we asked for. */
  refunded?: boolean | undefined;
  /** Set for the events of a subscription's renewals and end. */
  subscription?: SubscriptionChangeInput | undefined;
}

/** The signature of a webhook is missing, forged, or too old (a replay). */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A payment to give back: the checkout that took it and what the provider knows of it. */
export interface RefundPaymentInput {
  /** Our refund row: the idempotency key, so that a retried call makes one refund. */
  refundId: string;
  paymentId: string;
  sessionId: string;
  paymentIntentId?: string | undefined;
  /** A subscription checkout's subscription, cancelled with the refund of its first payment. */
  subscriptionId?: string | undefined;
  amountCents: number;
  currency: string;
}

export interface RefundResult {
  /** The provider's refund (Stripe's `re_…`). */
  providerRefundId: string;
  /** `pending` until the card network confirms; Stripe reports the rest by webhook. */
  status: 'succeeded' | 'pending';
}

/** The card payment provider: Stripe Checkout, or the embedded sandbox that imitates it. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession>;
  /**
   * Closes a checkout that must no longer be paid (superseded by a newer one),
   * and says what became of it: expired (now, or already), or complete when it
   * was paid (or a delayed payment started) before it could be closed.
   */
  expireCheckoutSession(sessionId: string): Promise<ClosedCheckout>;
  /** Refunds the whole payment a checkout took (and ends its subscription, if any). */
  refundPayment(input: RefundPaymentInput): Promise<RefundResult>;
  /**
   * Verifies a webhook's signature on its exact bytes and reads the event.
   * Throws WebhookSignatureError when it is forged or older than five minutes.
   */
  parseWebhook(rawBody: Buffer, signature: string, receivedAt: Date): PaymentEvent;
}
