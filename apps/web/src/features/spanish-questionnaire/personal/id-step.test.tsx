import { Code, ConnectError, type ServiceImpl } from '@connectrpc/connect';
import { OrderService, SpanishIdentityDocumentType, type OcrService } from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStep, type OrderData } from '../../../testing/render-in-area.js';
import { SPANISH_ORDER } from '../../../testing/spanish-orders.js';
import { IdStep } from './id-step.js';

const choose = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const uploadHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const legend = 'Which document do you have?';

/** A DNI whose two sides are already uploaded. */
const DNI_UPLOADED = {
  ...SPANISH_ORDER,
  order: {
    ...SPANISH_ORDER.order,
    documentRefs: { identityFrontId: 'doc-front', identityBackId: 'doc-back' },
  },
  documents: [
    { id: 'doc-front', fileName: 'dni-front.jpg' },
    { id: 'doc-back', fileName: 'dni-back.jpg' },
  ],
  questionnaire: {
    spanishPersonalInformation: { identityDocumentType: SpanishIdentityDocumentType.SPANISH },
  },
} satisfies OrderData;

function renderIdStep(order: OrderData, ocr: Partial<ServiceImpl<typeof OcrService>> = {}) {
  const view = renderStep(IdStep, {
    path: '/es/en-gb/funnel/personal-information/id',
    order,
    server: { order: { updateQuestionnaire: () => ({ progress: order.progress }) }, ocr },
  });
  return { ...view, updates: view.requestsOf(OrderService.method.updateQuestionnaire) };
}

const pathOf = (router: ReturnType<typeof renderStep>['router']) => router.state.location.pathname;

describe('IdStep', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for the files each identity document needs', async () => {
    renderIdStep(SPANISH_ORDER);
    await screen.findByRole('group', { name: legend });
    expect(uploadHeadings()).toEqual([]);
    choose(/^DNI/);
    await waitFor(() => expect(uploadHeadings()).toEqual(['DNI — front', 'DNI — back']));
    choose(/^EU citizen/);
    await waitFor(() =>
      expect(uploadHeadings()).toEqual(['NIE certificate', 'ID card or passport']),
    );
    choose(/^TIE/);
    await waitFor(() => expect(uploadHeadings()).toEqual(['TIE — front', 'TIE — back']));
  });

  it('does not continue before every file is uploaded', async () => {
    const { updates } = renderIdStep(SPANISH_ORDER);
    await screen.findByRole('group', { name: legend });
    choose(/^DNI/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add the files requested before continuing.',
    );
    expect(updates).toEqual([]);
  });

  it('does not continue without a document type', async () => {
    const { updates } = renderIdStep(SPANISH_ORDER);
    await screen.findByRole('group', { name: legend });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: legend }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(updates).toEqual([]);
  });

  it('saves the type, reads each side once and opens the review with what was read', async () => {
    const read: string[] = [];
    const { updates, router } = renderIdStep(DNI_UPLOADED, {
      idOcr: ({ documentId }) => {
        read.push(documentId);
        return {
          extractedFields:
            documentId === 'doc-back'
              ? {
                  fullName: 'CARMEN ESPAÑOLA ESPAÑOLA',
                  dateOfBirth: '1980-01-01',
                  nationality: 'ES',
                  expiryDate: '2031-06-30',
                  idDocumentNumber: '99999999R',
                }
              : { fullName: 'ESPANOLA CARMEN', placeOfBirth: 'MADRID', expiryDate: '30 06 2031' },
        };
      },
    });
    expect(await screen.findByText('dni-back.jpg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(pathOf(router)).toBe('/es/en-gb/funnel/personal-information/id-review'),
    );
    expect(read.sort()).toEqual(['doc-back', 'doc-front']);
    expect(updates.map((update) => update.personalInformation)).toMatchObject([
      { identityDocumentType: SpanishIdentityDocumentType.SPANISH },
      {
        fullName: 'CARMEN ESPAÑOLA ESPAÑOLA',
        dateOfBirth: '1980-01-01',
        placeOfBirth: 'MADRID',
        nationality: 'ES',
        idNumber: '99999999R',
        idExpirationDate: '2031-06-30',
      },
    ]);
  });

  it('shows the analysing screen and moves on to the review when OCR fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let release = () => {};
    const reading = new Promise<void>((resolve) => (release = resolve));
    const { updates, router } = renderIdStep(DNI_UPLOADED, {
      idOcr: async () => {
        await reading;
        throw new ConnectError('unreadable', Code.Internal);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Analysing your documents…');
    expect(screen.getByText('DNI — front · dni-front.jpg')).toBeTruthy();
    release();
    await waitFor(() =>
      expect(pathOf(router)).toBe('/es/en-gb/funnel/personal-information/id-review'),
    );
    expect(updates).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops reading when the analysing screen is left', async () => {
    const signals: AbortSignal[] = [];
    renderIdStep(DNI_UPLOADED, {
      idOcr: (_request, context) => {
        signals.push(context.signal);
        return new Promise(() => {});
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals.some((signal) => signal.aborted)).toBe(false);
    cleanup();
    await waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });

  it('goes straight to the review when nothing new was uploaded since it was reviewed', async () => {
    const idOcr = vi.fn(() => ({}));
    const { updates, router } = renderIdStep(
      {
        ...DNI_UPLOADED,
        order: { ...DNI_UPLOADED.order, metadata: { userReviewedIdExtractedFields: 'true' } },
      },
      { idOcr },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(pathOf(router)).toBe('/es/en-gb/funnel/personal-information/id-review'),
    );
    expect(updates).toHaveLength(1);
    expect(idOcr).not.toHaveBeenCalled();
  });
});
