import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { UkHomePage } from './uk-home-page.js';

const WITH_PAGES = new Set(['company', 'articles']);

function renderHome(status: OrderStatus, currentFunnel = '', currentStep = '') {
  return renderInArea(() => <UkHomePage hasFunnelPages={(funnel) => WITH_PAGES.has(funnel)} />, {
    path: '/uk/en-gb',
    order: {
      order: { id: 'order-1', status, countryCode: CountryCode.UK, legalForm: LegalForm.LTD },
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
    renderHome(OrderStatus.WAITING_QUESTIONS, 'people', 'directors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Alice' })).toBeTruthy();
  });
});
