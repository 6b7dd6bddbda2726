import { CountryCode, OrderStatus } from '@foundly/proto';
import { getHomeArea, type Locale } from '../locale.js';

/** What became of a checkout, as the payment table stores it. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** What a provider event says happened to a checkout. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'expired';

/**
 * The status a payment moves to when the provider reports an outcome, or
 * undefined when it stays where it is. Webhooks arrive in any order and more
 * than once, so nothing moves backwards: a success is final; a declined card
 * (failed) can still be followed by a success on the same checkout, as the
 * customer may try another card; an expiry closes a pending or failed
 * checkout. A success reported after an expiry still wins, because the money
 * was taken and the order must not be lost.
 */
export function getPaymentStatusAfter(
  current: PaymentStatusName,
  outcome: PaymentOutcome,
): PaymentStatusName | undefined {
  if (current === 'succeeded' || current === outcome) return undefined;
  if (outcome === 'succeeded') return 'succeeded';
  if (outcome === 'expired')
    return current === 'pending' || current === 'failed' ? 'expired' : undefined;
  return current === 'pending' ? 'failed' : undefined;
}

/** Whether an order can be paid: only a draft is (spec 01 §4, spec 02 §4). */
export function canStartPayment(status: OrderStatus): boolean {
  return status === OrderStatus.DRAFT;
}

/** What the card provider replaces with the checkout's id in the return URLs. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface PaymentReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

/** Where the payment return page goes next (spec 01 §2): home, the business account (`account`), or the payment. */
export type RedirectAfterPayment = 'home' | 'account' | 'payment';

/**
 * Where the card provider sends the browser back: the French and UK
 * pre-payment funnel's success and failure steps (with `redirectAfter`, home
 * unless said: `account` for the business account's subscription),
 * or the Spanish payment/success and payment/failure pages. Both carry the
 * checkout's id and the token that lets the return page read its status.
 */
export function getPaymentReturnUrls(input: {
  baseUrl: string;
  country: CountryCode;
  locale: Locale;
  tempAuth: string;
  redirectAfter?: RedirectAfterPayment;
}): PaymentReturnUrls {
  const { prefix } = getHomeArea(input.country);
  const area = `${input.baseUrl.replace(/\/$/, '')}/${prefix}/${input.locale}`;
  const query = `session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}&temp_auth=${encodeURIComponent(input.tempAuth)}`;
  if (input.country === CountryCode.ES) {
    return {
      successUrl: `${area}/payment/success?${query}`,
      cancelUrl: `${area}/payment/failure?${query}`,
    };
  }
  return {
    successUrl: `${area}/funnel/pre-payment/success?${query}&redirectAfter=${input.redirectAfter ?? 'home'}`,
    cancelUrl: `${area}/funnel/pre-payment/failure?${query}&redirectAfter=${input.redirectAfter ?? 'home'}`,
  };
}
