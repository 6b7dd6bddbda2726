import { CountryCode, LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { findProduct, getOrderProduct, getProducts } from './products.js';
import { computePriceBreakdown } from './vat.js';

const ids = (country: CountryCode, legalForm: LegalForm) =>
  getProducts(country, legalForm).map((product) => product.productId);

describe('getProducts', () => {
  it.each([
    ['Spain, autónomo', CountryCode.ES, LegalForm.AUTONOMO, ['alta_autónomo', 'autónomo_pro']],
    [
      'Spain, no legal form',
      CountryCode.ES,
      LegalForm.UNSPECIFIED,
      ['alta_autónomo', 'autónomo_pro'],
    ],
    ['France, SASU', CountryCode.FR, LegalForm.SASU, ['creation_societe']],
    ['France, EURL', CountryCode.FR, LegalForm.EURL, ['creation_societe']],
    ['France, no legal form', CountryCode.FR, LegalForm.UNSPECIFIED, ['creation_societe']],
    ['France, micro-entreprise', CountryCode.FR, LegalForm.MICROENTERPRISE, ['creation_micro']],
    ['the UK, Ltd', CountryCode.UK, LegalForm.LTD, ['incorporation_ltd']],
    ['no country', CountryCode.UNSPECIFIED, LegalForm.SASU, []],
  ])('%s offers %j', (_title, country, legalForm, expected) => {
    expect(ids(country, legalForm)).toEqual(expected);
  });

  it.each([
    // [product, country, legal form, net, VAT, total, currency, rate, subscription]
    ['alta_autónomo', CountryCode.ES, LegalForm.AUTONOMO, 5_900, 1_239, 7_139, 'EUR', 0.21, false],
    ['autónomo_pro', CountryCode.ES, LegalForm.AUTONOMO, 4_900, 1_029, 5_929, 'EUR', 0.21, true],
    ['creation_societe', CountryCode.FR, LegalForm.SASU, 29_900, 5_980, 35_880, 'EUR', 0.2, false],
    [
      'creation_micro',
      CountryCode.FR,
      LegalForm.MICROENTERPRISE,
      4_995,
      999,
      5_994,
      'EUR',
      0.2,
      false,
    ],
    ['incorporation_ltd', CountryCode.UK, LegalForm.LTD, 9_900, 1_980, 11_880, 'GBP', 0.2, false],
  ])(
    '%s: net %i, VAT %i, total %i cents in %s at %d, subscription %s',
    (productId, country, legalForm, net, vat, total, currency, rate, subscription) => {
      const product = findProduct(country, legalForm, productId)!;
      expect(product).toMatchObject({ currency, vatRate: rate, isSubscription: subscription });
      expect(computePriceBreakdown(product.priceCents, product.vatRate)).toEqual({
        netCents: net,
        vatCents: vat,
        totalCents: total,
      });
    },
  );

  it.each([
    ['SASU', LegalForm.SASU, 59.8],
    ['EURL', LegalForm.EURL, 59.8],
    ['an unspecified legal form', LegalForm.UNSPECIFIED, 59.8],
    ['micro-entreprise', LegalForm.MICROENTERPRISE, 9.99],
  ])('the deductible VAT shown for a French %s is %d EUR (spec 01 §9)', (_title, form, euros) => {
    const [product] = getProducts(CountryCode.FR, form);
    expect(computePriceBreakdown(product!.priceCents, product!.vatRate).vatCents / 100).toBe(euros);
  });

  it('every product has a name key and at least three feature keys', () => {
    for (const country of [CountryCode.ES, CountryCode.FR, CountryCode.UK]) {
      for (const form of Object.values(LegalForm).filter((value) => typeof value === 'number')) {
        for (const product of getProducts(country, form)) {
          expect(product.name).toMatch(/^billing\.products\.\w+\.name$/);
          expect(product.features.length).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });
});

describe('findProduct and getOrderProduct', () => {
  it('finds a product only where it is offered', () => {
    expect(findProduct(CountryCode.ES, LegalForm.AUTONOMO, 'autónomo_pro')?.priceCents).toBe(4_900);
    expect(findProduct(CountryCode.FR, LegalForm.SASU, 'autónomo_pro')).toBeUndefined();
    expect(findProduct(CountryCode.FR, LegalForm.SASU, 'creation_micro')).toBeUndefined();
  });

  it.each([
    [
      'a Spanish order pays its first billing product',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      ['alta_autónomo', 'autónomo_pro'],
      'alta_autónomo',
    ],
    [
      'a Spanish order with autónomo_pro pays the subscription',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      ['autónomo_pro'],
      'autónomo_pro',
    ],
    [
      'a Spanish order without product pays nothing',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      [],
      undefined,
    ],
    [
      'a Spanish order with an unknown product pays nothing',
      CountryCode.ES,
      LegalForm.AUTONOMO,
      ['gold'],
      undefined,
    ],
    [
      'a French SASU pays the company package',
      CountryCode.FR,
      LegalForm.SASU,
      [],
      'creation_societe',
    ],
    [
      'a French micro-entreprise pays its package',
      CountryCode.FR,
      LegalForm.MICROENTERPRISE,
      [],
      'creation_micro',
    ],
    [
      'a French order ignores billing products',
      CountryCode.FR,
      LegalForm.EURL,
      ['autónomo_pro'],
      'creation_societe',
    ],
    ['a UK Ltd pays the incorporation', CountryCode.UK, LegalForm.LTD, [], 'incorporation_ltd'],
    [
      'an order without country pays nothing',
      CountryCode.UNSPECIFIED,
      LegalForm.SASU,
      [],
      undefined,
    ],
  ])('%s', (_title, country, form, billingProducts, expected) => {
    expect(getOrderProduct(country, form, billingProducts)?.productId).toBe(expected);
  });
});
