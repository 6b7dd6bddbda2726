import { OrderService, ProofOfAddressType, YesNo } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { PERSONAL_PROGRESS, SPANISH_ORDER } from '../../../testing/spanish-orders.js';
import { FiscalAddressStep } from './other-address-step.js';

const question = 'Is your tax address different from your home address?';
const STEP_PATH = '/es/en-gb/funnel/personal-information/';

function renderFiscalAddressStep(order: OrderData) {
  const view = renderStep(FiscalAddressStep, {
    path: `${STEP_PATH}other-address-fiscal`,
    order,
    server: { order: { updateQuestionnaire: () => ({ progress: order.progress }) } },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

describe('FiscalAddressStep', () => {
  afterEach(cleanup);

  it('saves a no and skips the review of the tax address', async () => {
    const { updates, router } = renderFiscalAddressStep({
      ...SPANISH_ORDER,
      progress: {
        ...PERSONAL_PROGRESS,
        skipSteps: [
          { funnelName: 'personal-information', stepName: 'other-address-fiscal-review' },
        ],
      },
    });
    await screen.findByRole('group', { name: question });
    expect(screen.queryByRole('group', { name: /Which document/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${STEP_PATH}other-address-notification`),
    );
    expect(updates[0]?.personalInformation?.fiscalResidencyDifferent).toBe(YesNo.FALSE);
    expect(updates[0]?.personalInformation?.proofAddressFiscalDocumentType).toBe(
      ProofOfAddressType.UNSPECIFIED,
    );
  });

  it('asks for the type of proof and the proof when the address differs', async () => {
    const { updates } = renderFiscalAddressStep(SPANISH_ORDER);
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(
      screen.getByRole('group', { name: 'Which document proves your tax address?' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Proof of tax address' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Add the files requested before continuing.')).toBeTruthy();
    expect(await screen.findByText('Please select a document type.')).toBeTruthy();
    expect(updates).toEqual([]);
  });
});
