import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HousingDeductionStep } from './housing-deduction-step.js';
import { renderStep, SPANISH_ORDER } from './render-step.js';

const percentage = 'Share of your home used for your activity (%)';

describe('HousingDeductionStep', () => {
  afterEach(cleanup);

  it('saves 0 % when nothing is typed, which completes the step', async () => {
    const { updates } = renderStep(HousingDeductionStep, 'housing-deduction', SPANISH_ORDER);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.personalInformation).toMatchObject({
      housingSurfacePercentage: 0,
      cadastralReference: '',
    });
  });

  it('saves a share typed with a decimal comma', async () => {
    const { updates } = renderStep(HousingDeductionStep, 'housing-deduction', SPANISH_ORDER);
    fireEvent.change(await screen.findByLabelText(percentage), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.personalInformation?.housingSurfacePercentage).toBe(12.5);
  });

  it('refuses more than 30 %', async () => {
    const { updates } = renderStep(HousingDeductionStep, 'housing-deduction', SPANISH_ORDER);
    fireEvent.change(await screen.findByLabelText(percentage), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid percentage: enter a number from 0 to 30.',
    );
    expect(updates).toEqual([]);
  });
});
