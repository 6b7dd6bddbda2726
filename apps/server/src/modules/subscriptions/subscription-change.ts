import type { SubscriptionSignal } from '@foundly/domain';

/** What a subscription event (`invoice.*`, `customer.subscription.*`) says about a subscription. */
export interface SubscriptionChangeInput {
  /** The provider's subscription (Stripe's `sub_…`). */
  subscriptionId: string;
  signal: SubscriptionSignal;
  /** When the provider made the event: an older one arriving late changes nothing. */
  occurredAt: Date;
  /** Our first payment, from the metadata the checkout gave the subscription. */
  paymentId?: string | undefined;
  /** The page where an unpaid invoice is paid with another card (Stripe's hosted invoice page). */
  paymentUpdateUrl?: string | undefined;
}
