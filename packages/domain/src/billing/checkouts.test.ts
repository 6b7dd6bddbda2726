import { describe, expect, it } from 'vitest';
import {
  canReuseCheckout,
  getRefundRetry,
  judgeOlderCheckout,
  REFUND_MAX_ATTEMPTS,
  type ClosedCheckout,
  type NewestCheckout,
  type OlderCheckoutVerdict,
} from './checkouts.js';
import type { PaymentStatusName } from './payments.js';

describe('canReuseCheckout', () => {
  const openUntil = new Date('2026-11-25T12:10:00Z');
  const terms = {
    provider: 'stripe',
    productId: 'creation_societe',
    amountCents: 35_880,
    currency: 'EUR',
    locale: 'fr-fr',
  };
  const newest: NewestCheckout = {
    ...terms,
    status: 'pending',
    expiresAt: new Date('2026-11-25T12:10:01Z'),
  };

  it.each<[string, NewestCheckout | undefined, boolean]>([
    ['the same terms, open one second past the margin', newest, true],
    ['no checkout yet', undefined, false],
    ['open exactly until the margin', { ...newest, expiresAt: openUntil }, false],
    ['a checkout in another language', { ...newest, locale: 'en-gb' }, false],
    ['another product', { ...newest, productId: 'creation_micro' }, false],
    ['another amount', { ...newest, amountCents: 35_881 }, false],
    ['another currency', { ...newest, currency: 'GBP' }, false],
    ['another provider', { ...newest, provider: 'sandbox' }, false],
    ['a failed checkout (a declined card)', { ...newest, status: 'failed' }, false],
    ['an expired checkout', { ...newest, status: 'expired' }, false],
    ['a paid checkout', { ...newest, status: 'succeeded' }, false],
  ])('%s: %s', (_title, candidate, expected) => {
    expect(canReuseCheckout(candidate, terms, openUntil)).toBe(expected);
  });
});

describe('judgeOlderCheckout', () => {
  it.each<[PaymentStatusName, ClosedCheckout, OlderCheckoutVerdict]>([
    ['pending', { status: 'expired' }, 'closed'],
    ['failed', { status: 'expired' }, 'closed'],
    ['pending', { status: 'complete', paid: true }, 'paid'],
    ['failed', { status: 'complete', paid: true }, 'paid'],
    ['pending', { status: 'complete', paid: false }, 'payment-in-flight'],
    ['failed', { status: 'complete', paid: false }, 'closed'],
  ])('a %s payment whose checkout answers %o is %s', (status, closed, verdict) => {
    expect(judgeOlderCheckout(status, closed)).toBe(verdict);
  });
});

describe('getRefundRetry', () => {
  it.each([
    [1, 30],
    [2, 60],
    [7, 1_920],
    [8, 3_600],
    [REFUND_MAX_ATTEMPTS - 1, 3_600],
  ])('after try %i, waits %i s', (attempts, delaySeconds) => {
    expect(getRefundRetry(attempts)).toEqual({ kind: 'retry', delaySeconds });
  });

  it(`gives up after try ${REFUND_MAX_ATTEMPTS}`, () => {
    expect(getRefundRetry(REFUND_MAX_ATTEMPTS)).toEqual({ kind: 'give-up' });
  });
});
