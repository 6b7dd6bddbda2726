import type { Locale } from '@foundly/domain';
import { CountryCode, FiscalTerritory, LegalForm, OrderStatus } from '@foundly/proto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicConfigQuery, type PublicConfig } from '../../app/public-config.js';
import { renderInArea } from '../../testing/render-in-area.js';
import { SpanishPaymentStep } from './spanish-payment-step.js';

const CONFIG: PublicConfig = {
  landingUrl: 'https://example.com',
  providers: { google: false, oidc: null },
  rating: { score: 4.8, count: 12_345, url: 'https://reviews.example.com/foundly' },
  bankPortalUrl: null,
  supportChat: { provider: 'builtin', intercomAppId: null },
};

function renderPaymentStep(locale: Locale) {
  renderInArea(SpanishPaymentStep, {
    path: `/es/${locale}/funnel/pre-payment/payment`,
    order: {
      order: {
        id: 'order-1',
        status: OrderStatus.DRAFT,
        countryCode: CountryCode.ES,
        legalForm: LegalForm.AUTONOMO,
      },
      questionnaire: { businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN } },
    },
    server: {
      billing: {
        getProducts: () => ({
          products: [
            {
              productId: 'alta_autónomo',
              name: 'Alta de autónomo',
              price: 9900n,
              currency: 'EUR',
              vatRate: 0.21,
            },
          ],
        }),
      },
    },
    seedCache: (queryClient) => queryClient.setQueryData(publicConfigQuery.queryKey, CONFIG),
  });
}

describe('SpanishPaymentStep’s rating badge', () => {
  afterEach(cleanup);

  it.each<[Locale, string]>([
    ['es-es', 'Valorado con 4,8/5 por 12.345 clientes'],
    ['fr-fr', 'Noté 4,8/5 par 12\u202f345 clients'],
    ['en-gb', 'Rated 4.8/5 by 12,345 customers'],
  ])('writes the score and the count as %s writes numbers', async (locale, text) => {
    renderPaymentStep(locale);
    const badge = await screen.findByRole('link', { name: text });
    expect(badge.getAttribute('href')).toBe(CONFIG.rating!.url);
  });
});
