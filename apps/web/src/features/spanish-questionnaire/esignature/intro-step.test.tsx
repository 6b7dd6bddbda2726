import { OrderService, OrderStatus } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { SPANISH_PROGRESS } from '../../../testing/spanish-orders.js';
import { SignatureIntroStep } from './intro-step.js';

const BASE_PATH = '/es/en-gb';

function renderIntroStep(order: OrderData) {
  const view = renderStep(SignatureIntroStep, {
    path: `${BASE_PATH}/funnel/e-signature/intro`,
    order: { progress: SPANISH_PROGRESS, ...order },
    server: { order: { updateQuestionnaire: () => ({ progress: SPANISH_PROGRESS }) } },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

describe('SignatureIntroStep', () => {
  afterEach(cleanup);

  it('records that the intro was read and moves on to the waiting screen', async () => {
    const { updates, router } = renderIntroStep({
      order: { status: OrderStatus.WAITING_ESIGNATURE },
      customer: { email: 'lucia@example.com' },
    });
    expect(
      await screen.findByText(
        'Our e-signature partner will e-mail you the mandate at lucia@example.com.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.metadata).toEqual({ esignature_intro_viewed: '1' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `${BASE_PATH}/funnel/e-signature/waiting-signature`,
      ),
    );
  });

  it('sends the founder home unless the signature is awaited', async () => {
    const { router } = renderIntroStep({
      order: { status: OrderStatus.PROCESSING_QUESTIONNAIRE },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE_PATH));
  });
});
