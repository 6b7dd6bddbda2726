import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  LegalForm,
  OrderStatus,
  SignatureRequestStatus,
  type SignatureRequestSchema,
} from '@foundly/proto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../testing/render-in-area.js';
import { WaitingSignatureStep } from './waiting-signature-step.js';

const BASE_PATH = '/fr/en-gb';
const SIGNING_URL = 'https://sign.partner.test/requests/sr-1';

/**
 * The waiting-signature page in the French area, against in-memory services:
 * once the signature request has been asked, GetMyOrder answers `signedStatus`.
 */
function renderPage(
  signedStatus: OrderStatus,
  request: MessageInitShape<typeof SignatureRequestSchema>,
) {
  const calls: string[] = [];
  const view = renderStep(WaitingSignatureStep, {
    path: `${BASE_PATH}/funnel/e-signature/waiting-signature`,
    order: () => {
      // The signature moves the order on: it is signed once the request says so.
      const status = calls.includes('signature') ? signedStatus : OrderStatus.WAITING_ESIGNATURE;
      calls.push('order');
      return {
        order: { id: 'order-1', status, legalForm: LegalForm.SASU },
        customer: { email: 'helene@example.fr' },
      };
    },
    server: {
      signature: {
        getMySignatureRequest: () => {
          calls.push('signature');
          return { request };
        },
      },
    },
  });
  return { ...view, calls };
}

describe('WaitingSignatureStep', () => {
  afterEach(cleanup);

  it('leads to the signing partner in the same tab once it has the documents', async () => {
    renderPage(OrderStatus.WAITING_ESIGNATURE, {
      status: SignatureRequestStatus.SENT,
      signingUrl: SIGNING_URL,
    });
    const link = await screen.findByRole('link', { name: 'Sign my documents' });
    expect(link.getAttribute('href')).toBe(SIGNING_URL);
    expect(link.getAttribute('target')).toBeNull();
  });

  it('says the documents are being prepared while the partner prepares them', async () => {
    renderPage(OrderStatus.WAITING_ESIGNATURE, { status: SignatureRequestStatus.PREPARING });
    expect(
      await screen.findByText('Your documents are being prepared, you will receive an e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign my documents' })).toBeNull();
  });

  it('thanks the founder once signed and reloads the order', async () => {
    const page = renderPage(OrderStatus.WAITING_ESIGNATURE, {
      status: SignatureRequestStatus.SIGNED,
    });
    expect(await screen.findByText('Your documents are signed, thank you.')).toBeTruthy();
    await waitFor(() =>
      expect(page.calls.lastIndexOf('order')).toBeGreaterThan(page.calls.indexOf('signature')),
    );
  });

  it('moves on once the signature has moved the order on', async () => {
    const { router } = renderPage(OrderStatus.QUESTIONNAIRE_RECEIVED, {
      status: SignatureRequestStatus.SIGNED,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE_PATH));
  });
});
