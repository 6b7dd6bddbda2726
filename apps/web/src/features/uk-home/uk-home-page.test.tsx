import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { UkHomePage } from './uk-home-page.js';

const WITH_PAGES = new Set(['company/activity', 'people/directors']);
const PAGE = () => null;
const loaded = new Map<string, Promise<typeof PAGE | undefined>>();

/** Each step's page loaded once, as the registry does: `use` reads the same promise again. */
function loadStep(funnel: string, step: string) {
  const key = `${funnel}/${step}`;
  let page = loaded.get(key);
  if (!page) {
    page = Promise.resolve(WITH_PAGES.has(key) ? PAGE : undefined);
    loaded.set(key, page);
  }
  return page;
}

function renderHome(
  status: OrderStatus,
  currentFunnel = '',
  currentStep = '',
  metadata: Record<string, string> = {},
  companyName = '',
) {
  return renderInArea(() => <UkHomePage loadStep={loadStep} />, {
    path: '/uk/en-gb',
    order: {
      order: {
        id: 'order-1',
        status,
        countryCode: CountryCode.UK,
        legalForm: LegalForm.LTD,
        metadata,
        companyName,
      },
      customer: { name: 'Alice Smith' },
      progress: { currentFunnel, currentStep },
    },
  });
}

describe('UkHomePage', () => {
  afterEach(cleanup);

  it('sends an unpaid order to the payment in pounds', async () => {
    const { router } = renderHome(OrderStatus.DRAFT);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/uk/en-gb/funnel/pre-payment/payment'),
    );
  });

  it('sends a paid order to the first unanswered step that has a page', async () => {
    const { router } = renderHome(OrderStatus.WAITING_QUESTIONS, 'company', 'activity');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/uk/en-gb/funnel/company/activity'),
    );
  });

  it('stays on the overview when the step waiting has no page', async () => {
    renderHome(OrderStatus.WAITING_QUESTIONS, 'people', 'share-capital');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Alice' })).toBeTruthy();
  });

  it('greets an incorporated company by its registered name and number', async () => {
    renderHome(
      OrderStatus.COMPANY_FORMED,
      '',
      '',
      { company_number: 'SC123456' },
      'Acme Widgets Ltd',
    );
    expect(await screen.findByText('Acme Widgets Ltd, company number SC123456')).toBeTruthy();
  });

  it('greets an incorporated company without a name on the order by its number', async () => {
    renderHome(OrderStatus.COMPANY_FORMED, '', '', { company_number: 'SC123456' });
    expect(await screen.findByText('Your UK company, company number SC123456')).toBeTruthy();
  });
});
