import { LegalForm, OrderStatus } from '@foundly/proto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { FrenchHomePage } from './french-home-page.js';

function renderHome(status: OrderStatus, metadata: Record<string, string> = {}) {
  return renderInArea(FrenchHomePage, {
    path: '/fr/en-gb',
    order: {
      order: { id: 'order-1', status, legalForm: LegalForm.SASU, metadata },
      customer: { name: 'Hélène Martin' },
    },
  });
}

describe('FrenchHomePage', () => {
  afterEach(cleanup);

  it('shows where the file of a SASU in PROCESSING_PUBLICATION stands', async () => {
    renderHome(OrderStatus.PROCESSING_PUBLICATION);
    await screen.findByRole('heading', { level: 1, name: 'Hello Hélène' });
    const timeline = screen.getByRole('region', { name: 'Where your file stands' });
    const current = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current.map((item) => item.textContent)).toEqual(['Legal notice (current step)']);
    expect(within(timeline).getByRole('heading', { level: 3, name: 'What we are doing now' }));
    expect(within(timeline).queryByRole('region', { name: 'Requires your attention' })).toBeNull();
  });

  it('asks for the capital deposit from the home of a SASU in AWAITING_CD', async () => {
    renderHome(OrderStatus.AWAITING_CD);
    const box = await screen.findByRole('region', { name: 'Requires your attention' });
    expect(within(box).getByRole('link', { name: 'Deposit my capital' }).getAttribute('href')).toBe(
      '/fr/en-gb/capital-deposit',
    );
  });

  it('still sends a file waiting for the signature to the e-signature pages', async () => {
    const { router } = renderHome(OrderStatus.WAITING_ESIGNATURE, { esignature_intro_viewed: '1' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/fr/en-gb/funnel/e-signature/waiting-signature'),
    );
  });
});
