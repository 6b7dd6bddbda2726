import type { SandboxSubscriptionRow } from './sandbox-subscriptions.repository.js';
import { toEvent, type SandboxEvent } from './sandbox-events.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The subscription as Stripe's API shows it (the fields our webhook and a reader need). */
function toSubscriptionObject(subscription: SandboxSubscriptionRow, now: Date) {
  return {
    id: subscription.id,
    object: 'subscription',
    status: subscription.status,
    currency: subscription.currency.toLowerCase(),
    metadata: subscription.metadata,
    cancel_at_period_end: false,
    canceled_at: subscription.status === 'canceled' ? seconds(now) : null,
    ended_at: subscription.status === 'canceled' ? seconds(now) : null,
    created: seconds(subscription.createdAt),
    latest_invoice: subscription.openInvoiceId,
    livemode: false,
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          current_period_start: seconds(subscription.currentPeriodStart),
          current_period_end: seconds(subscription.currentPeriodEnd),
          quantity: 1,
        },
      ],
      has_more: false,
    },
  };
}

export interface SandboxInvoice {
  id: string;
  paid: boolean;
  attemptCount: number;
  /** Where the invoice is paid with another card (Stripe's hosted invoice page). */
  hostedInvoiceUrl: string;
  billingReason: 'subscription_cycle' | 'manual';
}

/** A renewal's invoice as Stripe shows it, with its subscription and metadata under `parent`. */
function toInvoiceObject(subscription: SandboxSubscriptionRow, invoice: SandboxInvoice, now: Date) {
  return {
    id: invoice.id,
    object: 'invoice',
    status: invoice.paid ? 'paid' : 'open',
    amount_due: subscription.amount,
    amount_paid: invoice.paid ? subscription.amount : 0,
    amount_remaining: invoice.paid ? 0 : subscription.amount,
    attempt_count: invoice.attemptCount,
    attempted: true,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: seconds(now),
    currency: subscription.currency.toLowerCase(),
    hosted_invoice_url: invoice.hostedInvoiceUrl,
    livemode: false,
    next_payment_attempt: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    period_start: seconds(subscription.currentPeriodStart),
    period_end: seconds(subscription.currentPeriodEnd),
  };
}

/**
 * What Stripe Billing posts after charging a renewal: the invoice's outcome,
 * then the subscription's new status when it changed.
 */
export function buildChargeEvents(
  subscription: SandboxSubscriptionRow,
  invoice: SandboxInvoice,
  statusChanged: boolean,
  now: Date,
): SandboxEvent[] {
  return [
    toEvent(
      invoice.paid ? 'invoice.paid' : 'invoice.payment_failed',
      toInvoiceObject(subscription, invoice, now),
      now,
    ),
    ...(statusChanged
      ? [toEvent('customer.subscription.updated', toSubscriptionObject(subscription, now), now)]
      : []),
  ];
}

export function buildDeletedEvent(subscription: SandboxSubscriptionRow, now: Date): SandboxEvent {
  return toEvent('customer.subscription.deleted', toSubscriptionObject(subscription, now), now);
}
