import { FrenchIdentityDocumentType, LegalForm, OrderService, OrderStatus } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { IdentityDocumentStep } from './id-step.js';

function renderIdStep(order: OrderData) {
  const view = renderStep(IdentityDocumentStep, {
    path: '/fr/en-gb/funnel/confirm-identity/id',
    order,
    server: { order: { updateOrder: () => ({}) } },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateOrder) };
}

const ORDER: OrderData = {
  order: { id: 'order-1', status: OrderStatus.WAITING_QUESTIONS, legalForm: LegalForm.SASU },
  questionnaire: { personalInformation: {} },
};

const choose = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const uploadHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('IdentityDocumentStep', () => {
  afterEach(cleanup);

  it('asks for both sides of an identity card and the photo page of a passport', async () => {
    renderIdStep(ORDER);
    await screen.findByRole('group', { name: 'Which document do you send?' });
    expect(uploadHeadings()).toEqual([]);
    choose(/Identity card/);
    expect(uploadHeadings()).toEqual(['Front of the document', 'Back of the document']);
    choose(/Passport/);
    expect(uploadHeadings()).toEqual(['Photo page']);
  });

  it('does not continue before the files are sent', async () => {
    const { updates } = renderIdStep(ORDER);
    await screen.findByRole('group', { name: 'Which document do you send?' });
    choose(/Residence permit/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add the files requested before continuing.',
    );
    expect(updates).toEqual([]);
  });

  it('shows the files already received and saves the kind of document', async () => {
    const { updates } = renderIdStep({
      ...ORDER,
      order: { ...ORDER.order, documentRefs: { identityFrontId: 'doc-1' } },
      documents: [{ id: 'doc-1', fileName: 'passport.pdf' }],
      questionnaire: {
        personalInformation: { identityDocumentType: FrenchIdentityDocumentType.PASSPORT },
      },
    });
    expect(await screen.findByText('passport.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace: Photo page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.personalInformation?.identityDocumentType).toBe(
      FrenchIdentityDocumentType.PASSPORT,
    );
  });
});
