import { OrderService } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/render-in-area.js';
import { PERSONAL_PROGRESS, SPANISH_ORDER } from '../../../testing/spanish-orders.js';
import { HousingDeductionStep } from './housing-deduction-step.js';

const percentage = 'Share of your home used for your activity (%)';

function renderHousingStep() {
  const view = renderStep(HousingDeductionStep, {
    path: '/es/en-gb/funnel/personal-information/housing-deduction',
    order: SPANISH_ORDER,
    server: { order: { updateQuestionnaire: () => ({ progress: PERSONAL_PROGRESS }) } },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

describe('HousingDeductionStep', () => {
  afterEach(cleanup);

  it('saves 0 % when nothing is typed, which completes the step', async () => {
    const { updates } = renderHousingStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.personalInformation).toMatchObject({
      housingSurfacePercentage: 0,
      cadastralReference: '',
    });
  });

  it('saves a share typed with a decimal comma', async () => {
    const { updates } = renderHousingStep();
    fireEvent.change(await screen.findByLabelText(percentage), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.personalInformation?.housingSurfacePercentage).toBe(12.5);
  });

  it('refuses more than 30 %', async () => {
    const { updates } = renderHousingStep();
    fireEvent.change(await screen.findByLabelText(percentage), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid percentage: enter a number from 0 to 30.',
    );
    expect(updates).toEqual([]);
  });
});
