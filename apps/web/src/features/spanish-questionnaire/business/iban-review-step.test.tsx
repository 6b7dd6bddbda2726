import { OrderService } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { SPANISH_PROGRESS } from '../../../testing/spanish-orders.js';
import { IbanReviewStep } from './iban-review-step.js';

const BASE_PATH = '/es/en-gb';
/** A Spanish IBAN whose check digits and account control digits are right. */
const VALID_IBAN = 'ES91 2100 0418 4502 0005 1332';

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const ibanInput = () => screen.getByLabelText('Enter your IBAN');
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const OWNER = 'I declare that I hold this account.';
const DEBIT = 'I accept direct debits from the TGSS and the AEAT.';

function renderReviewStep(order: OrderData) {
  const view = renderStep(IbanReviewStep, {
    path: `${BASE_PATH}/funnel/business-information/iban-review`,
    order: { progress: SPANISH_PROGRESS, ...order },
    server: {
      order: { updateQuestionnaire: () => ({ progress: SPANISH_PROGRESS }) },
      document: {
        getDownloadUrl: ({ documentId }) => ({ url: `https://files.test/${documentId}` }),
      },
    },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

describe('IbanReviewStep', () => {
  afterEach(cleanup);

  it('keeps Continue disabled until the IBAN is valid and both boxes are ticked', async () => {
    renderReviewStep({ questionnaire: { businessInformation: {} } });
    await screen.findByRole('heading', { name: 'Check your personal information' });
    expect(continueButton()).toHaveProperty('disabled', true);

    fireEvent.change(ibanInput(), { target: { value: VALID_IBAN } });
    expect(continueButton()).toHaveProperty('disabled', true);
    tick(OWNER);
    expect(continueButton()).toHaveProperty('disabled', true);
    tick(DEBIT);
    expect(continueButton()).toHaveProperty('disabled', false);

    fireEvent.change(ibanInput(), { target: { value: 'ES91 2100 0418 4502 0005 1333' } });
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('The IBAN is not valid.');
  });

  it('a foreign IBAN is refused even with the right checksum', async () => {
    renderReviewStep({
      questionnaire: {
        businessInformation: {
          iban: 'DE89370400440532013000',
          accountOwnershipAttestation: true,
          acceptedDirectDebit: true,
        },
      },
    });
    await screen.findByRole('heading', { name: 'Check your personal information' });
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('The IBAN is not valid.');
  });

  it('saves the IBAN without spaces, both declarations and userReviewedOcrIban', async () => {
    const { updates, router } = renderReviewStep({
      questionnaire: { businessInformation: { iban: 'es9121000418450200051332' } },
    });
    await screen.findByRole('heading', { name: 'Check your personal information' });
    fireEvent.change(ibanInput(), { target: { value: VALID_IBAN.toLowerCase() } });
    tick(OWNER);
    tick(DEBIT);
    fireEvent.click(continueButton());
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.businessInformation).toMatchObject({
      iban: 'ES9121000418450200051332',
      accountOwnershipAttestation: true,
      acceptedDirectDebit: true,
    });
    expect(updates[0]?.metadata).toEqual({ userReviewedOcrIban: 'true' });
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE_PATH));
  });

  it('shows the uploaded document beside the field', async () => {
    renderReviewStep({
      order: {
        documentRefs: { ibanId: 'doc-iban' },
        documents: [{ id: 'doc-iban', fileName: 'certificado.pdf' }],
      },
      questionnaire: { businessInformation: { iban: 'ES9121000418450200051332' } },
    });
    const link = await screen.findByRole('link', { name: /certificado\.pdf/ });
    expect(link.getAttribute('href')).toBe('https://files.test/doc-iban');
  });
});
