import { CountryCode, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  canStartPayment,
  getPaymentReturnUrls,
  getPaymentStatusAfter,
  type PaymentOutcome,
  type PaymentStatusName,
} from './payments.js';

describe('getPaymentStatusAfter', () => {
  it.each<[PaymentStatusName, PaymentOutcome, PaymentStatusName | undefined]>([
    ['pending', 'succeeded', 'succeeded'],
    ['pending', 'failed', 'failed'],
    ['pending', 'expired', 'expired'],
    ['failed', 'succeeded', 'succeeded'],
    ['failed', 'failed', undefined],
    ['failed', 'expired', 'expired'],
    ['expired', 'succeeded', 'succeeded'],
    ['expired', 'failed', undefined],
    ['expired', 'expired', undefined],
    ['succeeded', 'succeeded', undefined],
    ['succeeded', 'failed', undefined],
    ['succeeded', 'expired', undefined],
  ])('%s, then %s, gives %s', (current, outcome, next) => {
    expect(getPaymentStatusAfter(current, outcome)).toBe(next);
  });
});

describe('canStartPayment', () => {
  it('only a DRAFT order can be paid', () => {
    const payable = Object.values(OrderStatus)
      .filter((value): value is OrderStatus => typeof value === 'number')
      .filter(canStartPayment);
    expect(payable).toEqual([OrderStatus.DRAFT]);
  });
});

describe('getPaymentReturnUrls', () => {
  const base = { baseUrl: 'https://app.example.com/', tempAuth: 'a-b_c' };

  it.each([
    [
      'France',
      CountryCode.FR,
      'fr-fr',
      'https://app.example.com/fr/fr-fr/funnel/pre-payment/success?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c&redirectAfter=home',
      'https://app.example.com/fr/fr-fr/funnel/pre-payment/failure?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c&redirectAfter=home',
    ],
    [
      'the UK',
      CountryCode.UK,
      'en-gb',
      'https://app.example.com/uk/en-gb/funnel/pre-payment/success?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c&redirectAfter=home',
      'https://app.example.com/uk/en-gb/funnel/pre-payment/failure?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c&redirectAfter=home',
    ],
    [
      'Spain',
      CountryCode.ES,
      'es-es',
      'https://app.example.com/es/es-es/payment/success?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c',
      'https://app.example.com/es/es-es/payment/failure?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c',
    ],
    [
      'Spain in English',
      CountryCode.ES,
      'en-gb',
      'https://app.example.com/es/en-gb/payment/success?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c',
      'https://app.example.com/es/en-gb/payment/failure?session_id={CHECKOUT_SESSION_ID}&temp_auth=a-b_c',
    ],
  ] as const)('%s in %s', (_title, country, locale, successUrl, cancelUrl) => {
    expect(getPaymentReturnUrls({ ...base, country, locale })).toEqual({ successUrl, cancelUrl });
  });

  it('the business account subscription comes back with redirectAfter=account', () => {
    const urls = getPaymentReturnUrls({
      ...base,
      country: CountryCode.FR,
      locale: 'fr-fr',
      redirectAfter: 'account',
    });
    expect(urls.successUrl).toMatch(
      /\/fr\/fr-fr\/funnel\/pre-payment\/success\?.*&redirectAfter=account$/,
    );
    expect(urls.cancelUrl).toMatch(
      /\/fr\/fr-fr\/funnel\/pre-payment\/failure\?.*&redirectAfter=account$/,
    );
  });
});
