import { Code, ConnectError } from '@connectrpc/connect';
import { CapitalDepositService, LegalForm, OrderService, OrderStatus } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicConfigQuery, type PublicConfig } from '../app/public-config.js';
import { renderInArea } from '../testing/render-in-area.js';
import { MainNavigation } from './main-navigation.js';

const BANK_PORTAL = 'https://bank.test/portal';

interface Options {
  legalForm?: LegalForm;
  status?: OrderStatus;
  flags?: string[];
  meBanking?: boolean;
  bankPortalUrl?: string | null;
  /** The legal representative's membership id GetCapitalDeposit gives, or its failure. */
  membership?: string | ConnectError;
}

function renderNavigation({
  legalForm = LegalForm.SASU,
  status = OrderStatus.PLACED,
  flags = [],
  meBanking = false,
  bankPortalUrl = BANK_PORTAL,
  membership = '',
}: Options = {}) {
  const config: PublicConfig = {
    landingUrl: 'https://example.com',
    providers: { google: false, oidc: null },
    rating: null,
    bankPortalUrl,
    supportChat: { provider: 'builtin', intercomAppId: null },
  };
  return renderInArea(MainNavigation, {
    path: '/fr/en-gb/documents',
    strictMode: false,
    order: { order: { id: 'order-1', status, legalForm } },
    account: { id: 'account-1', features: { meBanking } },
    flags: flags.map((name) => ({ name, enabled: true })),
    seedCache: (queryClient) => queryClient.setQueryData(publicConfigQuery.queryKey, config),
    server: {
      capitalDeposit: {
        getCapitalDeposit: () => {
          if (membership instanceof ConnectError) throw membership;
          return {
            capitalDeposit: {
              orderId: 'order-1',
              companyOnboarding: {
                account: { legalRepresentativeMembership: { id: membership } },
              },
            },
          };
        },
      },
    },
  });
}

/** The navigation's links, by name and address. */
function links() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('MainNavigation in France', () => {
  afterEach(cleanup);

  it('shows home, capital deposit and documents to a SASU', async () => {
    renderNavigation();
    await waitFor(() =>
      expect(links()).toEqual([
        ['Home', '/fr/en-gb'],
        ['Capital deposit', '/fr/en-gb/capital-deposit'],
        ['Documents', '/fr/en-gb/documents'],
      ]),
    );
  });

  it('hides the capital deposit from a micro-entreprise', async () => {
    renderNavigation({ legalForm: LegalForm.MICROENTERPRISE });
    await waitFor(() => expect(links().map(([name]) => name)).toEqual(['Home', 'Documents']));
  });

  it('shows my account behind the business bank account flag and meBanking, in the spec’s order', async () => {
    renderNavigation({
      legalForm: LegalForm.MICROENTERPRISE,
      status: OrderStatus.COMPLETED,
      flags: ['business_bank_account', 'invoice_tool'],
      meBanking: true,
    });
    await waitFor(() =>
      expect(links()).toEqual([
        ['Home', '/fr/en-gb'],
        ['My account', '/fr/en-gb/my-account'],
        ['Quotes & invoices', '/fr/en-gb/quotes-&-invoices'],
        ['Documents', '/fr/en-gb/documents'],
      ]),
    );
  });

  it('leads a completed SASU’s my account to the bank, at its legal representative', async () => {
    renderNavigation({ status: OrderStatus.COMPLETED, membership: 'membership-1' });
    const link = await screen.findByRole('link', { name: 'My account (opens the bank’s site)' });
    await waitFor(() => expect(link.getAttribute('href')).toBe(`${BANK_PORTAL}/membership-1`));
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it.each<[string, Options['membership']]>([
    ['no membership id is known', ''],
    ['the bank is unreachable', new ConnectError('bank down', Code.Unavailable)],
  ])('leads a completed EURL to the bank’s portal when %s', async (_case, membership) => {
    const { requestsOf } = renderNavigation({
      legalForm: LegalForm.EURL,
      status: OrderStatus.COMPLETED,
      membership,
    });
    const link = await screen.findByRole('link', { name: 'My account (opens the bank’s site)' });
    await waitFor(() =>
      expect(requestsOf(CapitalDepositService.method.getCapitalDeposit)).toHaveLength(1),
    );
    expect(link.getAttribute('href')).toBe(BANK_PORTAL);
  });

  it('keeps my account inside the product when no bank portal is configured', async () => {
    renderNavigation({
      status: OrderStatus.COMPLETED,
      bankPortalUrl: null,
      flags: ['business_bank_account'],
      meBanking: true,
    });
    await waitFor(() => expect(links()).toContainEqual(['My account', '/fr/en-gb/my-account']));
  });

  it('refreshes the order on a click of any item but the capital deposit', async () => {
    const { requestsOf } = renderNavigation();
    await screen.findByRole('link', { name: 'Capital deposit' });
    const orderRequests = requestsOf(OrderService.method.getMyOrder);
    await waitFor(() => expect(orderRequests).toHaveLength(1));
    fireEvent.click(screen.getByRole('link', { name: 'Capital deposit' }));
    fireEvent.click(screen.getByRole('link', { name: 'Documents' }));
    await waitFor(() => expect(orderRequests).toHaveLength(2));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(orderRequests).toHaveLength(3));
  });
});
