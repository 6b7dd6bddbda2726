import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { computePriceBreakdown } from '../billing/vat.js';
import { BUSINESS_ACCOUNT_PRODUCT, isBusinessAccountOrder } from './business-account-offer.js';
import { getBankRetryDelaySeconds } from './bank-retry.js';

describe('isBusinessAccountOrder', () => {
  const micro = {
    countryCode: CountryCode.FR,
    legalForm: LegalForm.MICROENTERPRISE,
    status: OrderStatus.COMPLETED,
  };
  it('a French micro-entreprise in COMPLETED may subscribe', () => {
    expect(isBusinessAccountOrder(micro)).toBe(true);
  });
  it.each([
    ['a SASU', { legalForm: LegalForm.SASU }],
    ['an EURL', { legalForm: LegalForm.EURL }],
    [
      'a micro-entreprise in AWAITING_FUNDS, one status before COMPLETED',
      { status: OrderStatus.AWAITING_FUNDS },
    ],
    ['a micro-entreprise in DRAFT', { status: OrderStatus.DRAFT }],
    ['a Spanish autónomo', { countryCode: CountryCode.ES, legalForm: LegalForm.AUTONOMO }],
  ])('%s may not', (_title, change) => {
    expect(isBusinessAccountOrder({ ...micro, ...change })).toBe(false);
  });
});

describe('BUSINESS_ACCOUNT_PRODUCT', () => {
  it('is 8 EUR a month before VAT, 9.60 EUR with French VAT at 20 %', () => {
    expect(BUSINESS_ACCOUNT_PRODUCT).toMatchObject({
      priceCents: 800,
      currency: 'EUR',
      isSubscription: true,
    });
    expect(
      computePriceBreakdown(BUSINESS_ACCOUNT_PRODUCT.priceCents, BUSINESS_ACCOUNT_PRODUCT.vatRate),
    ).toEqual({ netCents: 800, vatCents: 160, totalCents: 960 });
  });
});

describe('getBankRetryDelaySeconds', () => {
  it.each([
    [1, 30],
    [2, 60],
    [7, 1_920],
    [8, 3_600],
    [50, 3_600],
  ])('after failure %i waits %i s', (attempts, seconds) => {
    expect(getBankRetryDelaySeconds(attempts)).toBe(seconds);
  });
});
