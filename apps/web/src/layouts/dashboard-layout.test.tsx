import { CountryCode, FiscalTerritory, LegalForm, OrderStatus } from '@foundly/proto';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigQuery } from '../app/public-config.js';
import { renderInArea } from '../testing/render-in-area.js';
import { DashboardLayout } from './dashboard-layout.js';

const BASE_PATH = '/es/en-gb';
/** The order's answer, then the layout's chunk: more than a second on a busy machine. */
const LOADING = 5_000;

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
  return renderInArea(createRouteTree(), {
    path,
    viewer: { name: 'Ane Etxeberria', email: 'ane@example.com' } as never,
    order: {
      order: {
        id: 'order-1',
        status,
        countryCode: CountryCode.ES,
        legalForm: LegalForm.AUTONOMO,
      },
      questionnaire: { businessInformation: { fiscalTerritory } },
    },
    seedCache: (queryClient) =>
      queryClient.setQueryData(publicConfigQuery.queryKey, {
        landingUrl: 'https://example.com',
        providers: { google: false, oidc: null },
        rating: null,
        bankPortalUrl: null,
        supportChat: { provider: 'builtin', intercomAppId: null },
      }),
  });
}

describe('DashboardLayout in the Spanish area', { timeout: 20_000 }, () => {
  // Each layout is a chunk loaded on first use: compiled here beforehand, as a build has them ready.
  beforeAll(
    () =>
      Promise.all([
        import('./spanish-dashboard.js'),
        import('./main-dashboard.js'),
        import('./territory-not-served-layout.js'),
      ]),
    30_000,
  );
  afterEach(cleanup);

  it.each([
    ['Navarra', FiscalTerritory.NAVARRA, BASE_PATH],
    ['Gipuzkoa', FiscalTerritory.GIPUZKOA, BASE_PATH],
    ['the Canary Islands', FiscalTerritory.CANARY_ISLANDS, `${BASE_PATH}/documents`],
  ])(
    'shows a founder of %s only “Data received”, without the navigation, whatever the page',
    async (_where, territory, path) => {
      renderDashboard(path, OrderStatus.DRAFT, territory);
      expect(
        await screen.findByRole('heading', { name: 'Data received' }, { timeout: LOADING }),
      ).toBeTruthy();
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
    await screen.findByRole('heading', { name: 'Data received' }, { timeout: LOADING });
    router.history.push(`${BASE_PATH}/settings`);
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the whole navigation to a founder of the rest of Spain', async () => {
    renderDashboard(BASE_PATH, OrderStatus.PLACED, FiscalTerritory.REST_OF_SPAIN);
    expect(
      await screen.findByRole('heading', { name: 'Hub page' }, { timeout: LOADING }),
    ).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).not.toHaveLength(0);
  });
});
