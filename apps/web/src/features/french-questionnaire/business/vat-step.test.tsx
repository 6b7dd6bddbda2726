import { LegalForm, OrderService, OrderStatus, VatFrequency, VatRegime } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { VatStep } from './vat-step.js';

const ORDER = {
  order: { status: OrderStatus.PLACED, legalForm: LegalForm.SASU },
  questionnaire: { companyDetails: {} },
};

function renderVatStep(order: OrderData) {
  const view = renderStep(VatStep, {
    path: '/fr/en-gb/funnel/business-information/vat',
    order,
    server: { order: { updateOrder: () => ({}) } },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateOrder) };
}

const frequencyGroup = () =>
  screen.queryByRole('group', { name: 'How often will you declare VAT?' });
const frequencies = () =>
  within(frequencyGroup()!)
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);
const choose = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));

describe('VatStep', () => {
  afterEach(cleanup);

  it('offers the frequencies of the chosen regime only', async () => {
    renderVatStep(ORDER);
    await screen.findByRole('group', { name: 'VAT regime' });
    expect(frequencyGroup()).toBeNull();

    choose(/Régime réel normal/);
    expect(frequencies()).toEqual([String(VatFrequency.MONTHLY), String(VatFrequency.QUARTERLY)]);

    choose(/Régime réel simplifié/);
    expect(frequencies()).toEqual([String(VatFrequency.ANNUAL)]);
    expect(screen.getByRole('radio', { name: /Once a year/ })).toHaveProperty('checked', true);

    choose(/Franchise en base/);
    expect(frequencyGroup()).toBeNull();
  });

  it('keeps a frequency the new regime allows and drops one it does not', async () => {
    renderVatStep({
      ...ORDER,
      questionnaire: {
        companyDetails: {
          vta: { regime: VatRegime.REEL_NORMAL, frequency: VatFrequency.QUARTERLY },
        },
      },
    });
    expect(await screen.findByRole('radio', { name: /Every quarter/ })).toHaveProperty(
      'checked',
      true,
    );
    choose(/Régime réel simplifié/);
    choose(/Régime réel normal/);
    for (const radio of within(frequencyGroup()!).getAllByRole('radio')) {
      expect(radio).toHaveProperty('checked', false);
    }
  });

  it('asks for the frequency before saving a réel regime', async () => {
    const { updates } = renderVatStep(ORDER);
    await screen.findByRole('group', { name: 'VAT regime' });
    choose(/Régime réel normal/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(frequencyGroup()!).findByRole('alert')).toHaveProperty(
      'textContent',
      'This field is required.',
    );
    expect(updates).toEqual([]);
  });

  it('saves the franchise with no frequency', async () => {
    const { updates } = renderVatStep({
      ...ORDER,
      questionnaire: {
        companyDetails: {
          vta: { regime: VatRegime.REEL_SIMPLIFIE, frequency: VatFrequency.ANNUAL },
        },
      },
    });
    await screen.findByRole('group', { name: 'VAT regime' });
    choose(/Franchise en base/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.companyDetails?.vta).toMatchObject({
      regime: VatRegime.FRANCHISE,
      frequency: VatFrequency.UNSPECIFIED,
    });
  });
});
