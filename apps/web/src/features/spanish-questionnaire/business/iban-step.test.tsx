import type { ServiceImpl } from '@connectrpc/connect';
import { OrderService, type OcrService } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { SPANISH_PROGRESS } from '../../../testing/spanish-orders.js';
import { IbanStep } from './iban-step.js';

const REVIEW = '/es/en-gb/funnel/business-information/iban-review';

function renderIbanStep(order: OrderData, ocr: Partial<ServiceImpl<typeof OcrService>> = {}) {
  const view = renderStep(IbanStep, {
    path: '/es/en-gb/funnel/business-information/iban',
    order: { progress: SPANISH_PROGRESS, ...order },
    server: {
      order: { updateQuestionnaire: () => ({ progress: SPANISH_PROGRESS }) },
      ocr,
    },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

describe('IbanStep', () => {
  afterEach(cleanup);

  it('hides the upload once something is typed, and saves the IBAN without spaces', async () => {
    const { updates, router } = renderIbanStep({ questionnaire: { businessInformation: {} } });
    const field = await screen.findByLabelText('IBAN');
    expect(field.getAttribute('placeholder')).toBe('ES00 0000 0000 0000 0000 0000');
    expect(field.getAttribute('maxlength')).toBe('34');
    expect(screen.getByText('Upload a document showing your IBAN')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'es91 2100 0418 4502 0005 1332' } });
    expect(screen.queryByText('Upload a document showing your IBAN')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.businessInformation?.iban).toBe('ES9121000418450200051332');
    await waitFor(() => expect(router.state.location.pathname).toBe(REVIEW));
  });

  it('reads an uploaded document, saves the IBAN read and goes on to the review', async () => {
    const read: string[] = [];
    const { updates, router } = renderIbanStep(
      {
        order: {
          documentRefs: { ibanId: 'doc-iban' },
          documents: [{ id: 'doc-iban', fileName: 'extracto.pdf' }],
        },
        questionnaire: { businessInformation: {} },
      },
      {
        ibanOcr: ({ documentId }) => {
          read.push(documentId);
          return { iban: 'ES9121000418450200051332' };
        },
      },
    );
    await screen.findByText('extracto.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(REVIEW));
    expect(read).toEqual(['doc-iban']);
    expect(updates.map((update) => update.businessInformation?.iban)).toEqual([
      'ES9121000418450200051332',
    ]);
  });

  it('goes on to the review when nothing could be read', async () => {
    const { updates, router } = renderIbanStep(
      {
        order: {
          documentRefs: { ibanId: 'doc-iban' },
          documents: [{ id: 'doc-iban', fileName: 'foto.jpg' }],
        },
        questionnaire: { businessInformation: {} },
      },
      { ibanOcr: () => ({ iban: '' }) },
    );
    await screen.findByText('foto.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(REVIEW));
    expect(updates).toEqual([]);
  });

  it('requires an IBAN or a document', async () => {
    const { updates } = renderIbanStep({ questionnaire: { businessInformation: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required.');
    expect(updates).toEqual([]);
  });
});
