import type { MessageInitShape } from '@bufbuild/protobuf';
import type { CountryPrefix } from '@foundly/domain';
import {
  LegalForm,
  OrderStatus,
  SignatureRequestStatus,
  type SignatureRequestSchema,
} from '@foundly/proto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { FileTimeline } from './file-timeline.js';

type SignatureRequestInit = MessageInitShape<typeof SignatureRequestSchema>;

const SIGNING_URL = 'https://sign.partner.test/requests/sr-1';

/**
 * Renders the timeline inside a country area with the app's providers,
 * against in-memory order and signature services. Each GetMySignatureRequest
 * answers the next of `requests` (the last one repeats).
 */
function renderTimeline(
  prefix: CountryPrefix,
  order: { status: OrderStatus; legalForm: LegalForm },
  requests: (SignatureRequestInit | undefined)[] = [],
) {
  let calls = 0;
  renderInArea(FileTimeline, {
    path: `/${prefix}/en-gb`,
    // The answers go in turn, one per request: StrictMode's second mount would ask again.
    strictMode: false,
    order: {
      order: { id: 'order-1', ...order },
      progress: { currentFunnel: 'business-information', currentStep: 'vat' },
    },
    server: {
      signature: {
        getMySignatureRequest: () => {
          const request = requests[Math.min(calls, requests.length - 1)];
          calls += 1;
          return { request };
        },
      },
    },
  });
  return { signatureCalls: () => calls };
}

async function findSteps() {
  const list = await screen.findByRole('list', { name: 'Steps of your file' });
  return within(list).getAllByRole('listitem');
}

const currentStep = (items: HTMLElement[]) =>
  items.filter((item) => item.getAttribute('aria-current') === 'step');

const attention = () => screen.queryByRole('region', { name: 'Requires your attention' });

describe('FileTimeline', () => {
  afterEach(cleanup);

  it('marks the legal notice as current for a French SASU in PROCESSING_PUBLICATION', async () => {
    renderTimeline('fr', { status: OrderStatus.PROCESSING_PUBLICATION, legalForm: LegalForm.SASU });
    expect(await screen.findByRole('heading', { name: 'Where your file stands' })).toBeTruthy();
    const items = await findSteps();
    expect(items.map((item) => item.textContent)).toEqual([
      'Payment (done)',
      'Questionnaire (done)',
      'Signature of your documents (done)',
      'Review of your file (done)',
      'Deposit of the share capital (done)',
      'Legal notice (current step)',
      'Registration with the registry (to come)',
      'Release of the share capital (to come)',
      'Company formed (to come)',
    ]);
    expect(currentStep(items).map((item) => item.textContent)).toEqual([
      'Legal notice (current step)',
    ]);
    expect(
      screen.getByText('The creation notice is being published in a legal-notice journal.'),
    ).toBeTruthy();
    expect(attention()).toBeNull();
  });

  it('asks nothing of the founder while the team checks the file (PROCESSING_QUESTIONNAIRE)', async () => {
    renderTimeline('fr', {
      status: OrderStatus.PROCESSING_QUESTIONNAIRE,
      legalForm: LegalForm.MICROENTERPRISE,
    });
    const items = await findSteps();
    expect(currentStep(items).map((item) => item.textContent)).toEqual([
      'Review of your file (current step)',
    ]);
    expect(items.at(-1)?.textContent).toBe('Micro-entreprise registered (to come)');
    expect(screen.getByText('Our team is checking your answers and documents.')).toBeTruthy();
    expect(attention()).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks for attention with the signing link for WAITING_ESIGNATURE with a SENT request', async () => {
    renderTimeline('uk', { status: OrderStatus.WAITING_ESIGNATURE, legalForm: LegalForm.SASU }, [
      { status: SignatureRequestStatus.SENT, signingUrl: SIGNING_URL },
    ]);
    const link = await screen.findByRole('link', { name: 'Sign my documents' });
    const box = attention();
    expect(box).toBeTruthy();
    expect(within(box!).getByText('Sign your documents so that we can file them.')).toBeTruthy();
    expect(box!.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(SIGNING_URL);
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.queryByText('What we are doing now')).toBeNull();
  });

  it('says the documents are being prepared, then offers the link once the partner has them', async () => {
    const server = renderTimeline(
      'fr',
      { status: OrderStatus.WAITING_ESIGNATURE, legalForm: LegalForm.EURL },
      [
        { status: SignatureRequestStatus.PREPARING },
        { status: SignatureRequestStatus.SENT, signingUrl: SIGNING_URL },
      ],
    );
    expect(
      await screen.findByText('Your documents are being prepared, you will receive an e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign my documents' })).toBeNull();
    const link = await screen.findByRole('link', { name: 'Sign my documents' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe(SIGNING_URL);
    expect(server.signatureCalls()).toBe(2);
  });

  it.each([
    ['fr', OrderStatus.AWAITING_CD, 'Deposit my capital', '/fr/en-gb/capital-deposit'],
    ['fr', OrderStatus.DRAFT, 'Go to payment', '/fr/en-gb/funnel/pre-payment/payment'],
    [
      'fr',
      OrderStatus.WAITING_QUESTIONS,
      'Continue the questionnaire',
      '/fr/en-gb/funnel/business-information/vat',
    ],
    ['es', OrderStatus.WAITING_QUESTIONS, 'Continue the questionnaire', '/es/en-gb'],
  ] as const)('in the %s area, %s leads to “%s” at %s', async (prefix, status, name, href) => {
    renderTimeline(prefix, { status, legalForm: LegalForm.SASU });
    const link = await screen.findByRole('link', { name });
    expect(attention()!.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(href);
  });
});
