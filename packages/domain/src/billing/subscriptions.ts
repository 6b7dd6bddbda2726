/**
 * The `autónomo_pro` subscription as the product keeps it (spec 02 §4: the plan
 * renews monthly through the card provider). Stripe Billing decides when a
 * renewal is charged and retried; these rules decide what its events do to
 * our copy of the subscription, and what the founder may do meanwhile.
 */

/**
 * - `active`: the last invoice is paid;
 * - `past_due`: a renewal failed and the provider is still retrying it;
 * - `unpaid`: the retries are over and the invoice is still unpaid (Stripe's
 *   `unpaid`, when the account's settings leave the subscription open);
 * - `cancelled`: ended, by the founder, by us, or by the provider after the
 *   last retry failed (Stripe's `canceled`, final).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'unpaid', 'cancelled'] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * How long a founder keeps writing after a failed renewal: Stripe's
 * recommended Smart Retries policy retries a failed payment up to 8 times
 * within 2 weeks (docs.stripe.com/billing/revenue-recovery/smart-retries),
 * after which the subscription is cancelled or left unpaid. The plan stays
 * whole for those 14 days, whatever the provider's schedule turns out to be.
 */
export const PAST_DUE_GRACE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a provider event says about a subscription, reduced to what these rules use. */
export type SubscriptionSignal =
  /** `invoice.paid`: a renewal (or the first invoice, or a retry) was paid. */
  | { kind: 'invoice_paid' }
  /** `invoice.payment_failed`: a charge of an invoice was declined. */
  | { kind: 'invoice_payment_failed' }
  /** `customer.subscription.updated`: the provider's status of the subscription. */
  | { kind: 'status'; providerStatus: string }
  /** `customer.subscription.deleted`: the subscription ended. */
  | { kind: 'deleted' };

/** Our copy of a subscription's state. */
export interface SubscriptionState {
  status: SubscriptionStatusName;
  /** When the first of the current run of failed renewals happened; null unless past_due or unpaid. */
  pastDueSince: Date | null;
  /** When it ended; null unless cancelled. */
  cancelledAt: Date | null;
  /** When the provider made the newest event applied: an older one arriving late changes nothing. */
  lastEventAt: Date | null;
}

/**
 * Stripe's subscription statuses in ours. `trialing` is as good as active;
 * `incomplete_expired` never became a subscription and `canceled` is final,
 * both ended; `incomplete` (the first payment is still being taken) and
 * `paused` (no invoice is made) change nothing here. Undefined for those and
 * for anything unknown.
 */
export function toSubscriptionStatus(providerStatus: string): SubscriptionStatusName | undefined {
  switch (providerStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
      return 'unpaid';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return undefined;
  }
}

function withStatus(
  state: SubscriptionState,
  status: SubscriptionStatusName,
  at: Date,
): SubscriptionState {
  const unpaid = status === 'past_due' || status === 'unpaid';
  return {
    status,
    pastDueSince: unpaid ? (state.pastDueSince ?? at) : null,
    cancelledAt: status === 'cancelled' ? (state.cancelledAt ?? at) : null,
    lastEventAt: at,
  };
}

/**
 * The state after one provider event made at `at`, or undefined when it
 * changes nothing. Webhooks arrive late, twice and out of order, so:
 * cancelled is final (Stripe never reopens a cancelled subscription); an
 * event made before the newest one applied is ignored; a payment makes the
 * plan active again (a recovered renewal), a failure makes an active plan
 * past due and keeps the date of the first failure of the run, so that the
 * grace does not restart with each retry.
 */
export function getSubscriptionStateAfter(
  state: SubscriptionState,
  signal: SubscriptionSignal,
  at: Date,
): SubscriptionState | undefined {
  if (state.status === 'cancelled') return undefined;
  if (signal.kind === 'deleted') return withStatus(state, 'cancelled', at);
  if (state.lastEventAt && at < state.lastEventAt) return undefined;
  const next =
    signal.kind === 'invoice_paid'
      ? 'active'
      : signal.kind === 'invoice_payment_failed'
        ? state.status === 'active'
          ? 'past_due'
          : state.status
        : toSubscriptionStatus(signal.providerStatus);
  if (!next || next === state.status) return undefined;
  return withStatus(state, next, at);
}

/**
 * The first state of a subscription whose first invoice was paid at `at`.
 * Providers date their events to the second (Stripe's `created`), so the
 * start is kept to the second too: a renewal event of the same second as the
 * start is not taken for an older one.
 */
export function getNewSubscriptionState(at: Date): SubscriptionState {
  const second = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return { status: 'active', pastDueSince: null, cancelledAt: null, lastEventAt: second };
}

/** When a past-due plan stops accepting changes. */
export function getGraceEnd(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/**
 * What the founder may do with the plan's tools (the Área contable):
 * - `full`: everything;
 * - `grace`: everything, with a banner asking to update the card (past due
 *   for less than PAST_DUE_GRACE_DAYS);
 * - `read_only`: lists, details, PDF and ticket downloads and the CSV export
 *   only; creating, editing, issuing, cancelling, deleting and marking paid are
 *   refused (cancelled, unpaid, or past due beyond the grace). The founder's
 *   books stay theirs to read and take away: they must keep invoices for four
 *   years (Ley 58/2003 General Tributaria art. 66 and 70; RD 1619/2012 art. 19).
 */
export type SubscriptionAccess = 'full' | 'grace' | 'read_only';

/** The access of `SubscriptionAccess` for a state at `now`; no subscription is full access. */
export function getSubscriptionAccess(
  state: Pick<SubscriptionState, 'status' | 'pastDueSince'> | undefined,
  now: Date,
): SubscriptionAccess {
  if (!state || state.status === 'active') return 'full';
  if (state.status === 'past_due' && state.pastDueSince && now < getGraceEnd(state.pastDueSince)) {
    return 'grace';
  }
  return 'read_only';
}

/** Whether the founder may create, edit or issue with the plan's tools. */
export function canWriteWithSubscription(
  state: Pick<SubscriptionState, 'status' | 'pastDueSince'> | undefined,
  now: Date,
): boolean {
  return getSubscriptionAccess(state, now) !== 'read_only';
}

/** Whether the founder is shown the failed-payment banner: the plan is owed money. */
export function hasPaymentProblem(state: Pick<SubscriptionState, 'status'> | undefined): boolean {
  return state?.status === 'past_due' || state?.status === 'unpaid';
}
