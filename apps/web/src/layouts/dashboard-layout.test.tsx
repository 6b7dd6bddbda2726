import { create } from '@bufbuild/protobuf';
import { createRouterTransport } from '@connectrpc/connect';
import { RpcProvider } from '../app/rpc/rpc-context.js';
import {
  AccountSchema,
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
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../app/i18n/index.js';
import { publicConfigQuery } from '../app/public-config.js';
import { AreaProvider } from '../hooks/use-area.js';
import enGb from '../locales/en-gb/index.js';
import { DashboardLayout } from './dashboard-layout.js';

const BASE_PATH = '/es/en-gb';

/** The dashboard's routes, each page a heading standing for the real one. */
function createRouteTree() {
  const root = createRootRoute({ component: Outlet });
  const dashboard = createRoute({
    getParentRoute: () => root,
    id: 'dashboard',
    component: DashboardLayout,
  });
  const page = (path: string, title: string) =>
    createRoute({
      getParentRoute: () => dashboard,
      path,
      component: () => <h1>{title}</h1>,
    });
  return root.addChildren([
    dashboard.addChildren([
      page(BASE_PATH, 'Hub page'),
      page(`${BASE_PATH}/documents`, 'Documents page'),
      page(`${BASE_PATH}/settings`, 'Settings page'),
    ]),
  ]);
}

function renderDashboard(path: string, status: OrderStatus, fiscalTerritory: FiscalTerritory) {
  const transport = createRouterTransport(({ service }) => {
    service(OrderService, {
      getMyOrder: () => ({
        order: {
          id: 'order-1',
          status,
          countryCode: CountryCode.ES,
          legalForm: LegalForm.AUTONOMO,
        },
        questionnaire: { businessInformation: { fiscalTerritory } },
      }),
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicConfigQuery.queryKey, {
    landingUrl: 'https://example.com',
    providers: { google: false, oidc: null },
    rating: null,
  });
  const router = createRouter({
    routeTree: createRouteTree(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <RpcProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="en-gb" messages={enGb}>
          <AreaProvider
            value={{
              prefix: 'es',
              locale: 'en-gb',
              basePath: BASE_PATH,
              viewer: { name: 'Ane Etxeberria', email: 'ane@example.com' } as never,
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
  return { router };
}

describe('DashboardLayout in the Spanish area', () => {
  afterEach(cleanup);

  it.each([
    ['Navarra', FiscalTerritory.NAVARRA, BASE_PATH],
    ['Gipuzkoa', FiscalTerritory.GIPUZKOA, BASE_PATH],
    ['the Canary Islands', FiscalTerritory.CANARY_ISLANDS, `${BASE_PATH}/documents`],
  ])(
    'shows a founder of %s only “Data received”, without the navigation, whatever the page',
    async (_where, territory, path) => {
      renderDashboard(path, OrderStatus.DRAFT, territory);
      expect(await screen.findByRole('heading', { name: 'Data received' })).toBeTruthy();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('heading', { name: /page$/ })).toBeNull();
      expect(
        screen
          .getByRole('link', { name: 'Chose the wrong region? Choose another one' })
          .getAttribute('href'),
      ).toBe(`${BASE_PATH}/funnel/pre-payment/fiscal-territory`);
    },
  );

  it('keeps the settings within reach of a founder of a foral territory', async () => {
    const { router } = renderDashboard(BASE_PATH, OrderStatus.DRAFT, FiscalTerritory.BIZKAIA);
    await screen.findByRole('heading', { name: 'Data received' });
    router.history.push(`${BASE_PATH}/settings`);
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the whole navigation to a founder of the rest of Spain', async () => {
    renderDashboard(BASE_PATH, OrderStatus.PLACED, FiscalTerritory.REST_OF_SPAIN);
    expect(await screen.findByRole('heading', { name: 'Hub page' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).not.toHaveLength(0);
  });
});
