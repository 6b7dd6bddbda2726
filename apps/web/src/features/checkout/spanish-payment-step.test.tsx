import { create } from '@bufbuild/protobuf';
import { createRouterTransport } from '@connectrpc/connect';
import { RpcProvider } from '../../app/rpc/rpc-context.js';
import type { Locale } from '@foundly/domain';
import {
  AccountSchema,
  BillingService,
  CountryCode,
  FiscalTerritory,
  LegalForm,
  OrderService,
  OrderStatus,
} from '@foundly/proto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../app/i18n/index.js';
import { publicConfigQuery, type PublicConfig } from '../../app/public-config.js';
import { AreaProvider } from '../../hooks/use-area.js';
import enGb from '../../locales/en-gb/index.js';
import esEs from '../../locales/es-es/index.js';
import frFr from '../../locales/fr-fr/index.js';
import { SpanishPaymentStep } from './spanish-payment-step.js';

const MESSAGES = { 'en-gb': enGb, 'es-es': esEs, 'fr-fr': frFr };

const CONFIG: PublicConfig = {
  landingUrl: 'https://example.com',
  providers: { google: false, oidc: null },
  rating: { score: 4.8, count: 12_345, url: 'https://reviews.example.com/foundly' },
};

function renderPaymentStep(locale: Locale) {
  const transport = createRouterTransport(({ service }) => {
    service(OrderService, {
      getMyOrder: () => ({
        order: {
          id: 'order-1',
          status: OrderStatus.DRAFT,
          countryCode: CountryCode.ES,
          legalForm: LegalForm.AUTONOMO,
        },
        questionnaire: { businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN } },
      }),
    });
    service(BillingService, {
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
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicConfigQuery.queryKey, CONFIG);
  const basePath = `/es/${locale}`;
  const router = createRouter({
    routeTree: createRootRoute({ component: SpanishPaymentStep }),
    history: createMemoryHistory({ initialEntries: [`${basePath}/funnel/pre-payment/payment`] }),
  });
  render(
    <RpcProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale} messages={MESSAGES[locale]}>
          <AreaProvider
            value={{
              prefix: 'es',
              locale,
              basePath,
              viewer: null,
              account: create(AccountSchema, { orderId: 'order-1' }),
              flags: [],
            }}
          >
            <RouterProvider router={router} />
          </AreaProvider>
        </I18nProvider>
      </QueryClientProvider>
    </RpcProvider>,
  );
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
