import type { PaymentStatusName } from './payments.js';

/** What a checkout is: who takes the money, for what, how much, in which language. */
export interface CheckoutTerms {
  provider: string;
  productId: string;
  amountCents: number;
  currency: string;
  locale: string;
}

/** The order's newest checkout, as the payment table keeps it. */
export interface NewestCheckout extends CheckoutTerms {
  status: string;
  expiresAt: Date;
}

/**
 * Whether the order's newest checkout can be given again instead of opening
 * another: still pending, on the same terms (a second click, a second tab in
 * the same language), and open past `openUntil` so that the customer has time
 * to pay. Only the newest is ever given again: older ones were closed when it
 * was opened.
 */
export function canReuseCheckout(
  newest: NewestCheckout | undefined,
  wanted: CheckoutTerms,
  openUntil: Date,
): boolean {
  return (
    newest !== undefined &&
    newest.status === 'pending' &&
    newest.provider === wanted.provider &&
    newest.productId === wanted.productId &&
    newest.amountCents === wanted.amountCents &&
    newest.currency === wanted.currency &&
    newest.locale === wanted.locale &&
    newest.expiresAt.getTime() > openUntil.getTime()
  );
}

/** What the provider answered when asked to close a checkout (Stripe's session status). */
export type ClosedCheckout = { status: 'expired' } | { status: 'complete'; paid: boolean };

/**
 * What an older checkout that was asked to close means for the one being
 * opened: `closed`, nobody can pay it any more; `paid`, the order was paid
 * through it (its webhook places the order), so no other checkout may open;
 * `payment-in-flight`, a delayed payment method (a bank debit) is still being
 * settled through it, which could yet pay the order.
 */
export type OlderCheckoutVerdict = 'closed' | 'paid' | 'payment-in-flight';

/**
 * Judges an older checkout from the provider's answer and the status our
 * payment row has (which webhooks may not have updated yet). A completed
 * checkout whose delayed payment already failed is closed.
 */
export function judgeOlderCheckout(
  status: PaymentStatusName,
  closed: ClosedCheckout,
): OlderCheckoutVerdict {
  if (closed.status === 'expired') return 'closed';
  if (closed.paid) return 'paid';
  return status === 'failed' ? 'closed' : 'payment-in-flight';
}

/** How many times a refund is sent to the provider before an operator is left to act. */
export const REFUND_MAX_ATTEMPTS = 12;

const FIRST_REFUND_RETRY_SECONDS = 30;
const MAX_REFUND_RETRY_SECONDS = 60 * 60;

/** What to do with a refund the provider did not take. */
export type RefundRetry = { kind: 'retry'; delaySeconds: number } | { kind: 'give-up' };

/**
 * Whether and when to send a refund again after its `attempts`-th try failed
 * (1 for the first): 30 s, doubling, at most hourly, for 12 tries (about 7
 * hours), so that a provider outage is waited out; then it is marked failed
 * for an operator, since money owed must not be retried blindly for ever.
 */
export function getRefundRetry(attempts: number): RefundRetry {
  if (attempts >= REFUND_MAX_ATTEMPTS) return { kind: 'give-up' };
  const exponent = Math.max(0, attempts - 1);
  return {
    kind: 'retry',
    delaySeconds: Math.min(FIRST_REFUND_RETRY_SECONDS * 2 ** exponent, MAX_REFUND_RETRY_SECONDS),
  };
}
