import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  LegalForm,
  OrderStatus,
  SignatureRequestStatus,
  type QuestionnaireProgressSchema,
  type SignatureRequestSchema,
} from '@foundly/proto';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { SpanishHubPage } from './spanish-hub-page.js';

type Progress = MessageInitShape<typeof QuestionnaireProgressSchema>;

/** A funnel whose first `done` steps are completed. */
function funnel(name: string, steps: string[], done: number, locked = false) {
  return {
    name,
    steps: steps.map((step, index) => ({ name: step, completed: index < done })),
    completedSteps: done,
    totalSteps: steps.length,
    percentage: Math.floor((done * 100) / steps.length),
    locked,
  };
}

/** Paid, the certificate not sent, the personal information complete, the business half done. */
const PROGRESS: Progress = {
  funnels: [
    funnel('pre-payment', ['fiscal-territory', 'payment'], 2),
    funnel('digital-certificate', ['certificate'], 0),
    funnel(
      'personal-information',
      ['id', 'id-review', 'poa', 'poa-review', 'housing-deduction'],
      5,
    ),
    funnel('business-information', ['naf', 'activity', 'previous-activity', 'expectations'], 2),
    funnel('final-summary', ['summary'], 0, true),
    funnel('e-signature', ['intro', 'waiting-signature', 'waiting-approval'], 0),
  ],
  funnelOrder: [
    'pre-payment',
    'digital-certificate',
    'personal-information',
    'business-information',
    'final-summary',
    'e-signature',
  ],
};

function renderHub(
  status: OrderStatus,
  email = 'lucia@example.com',
  signatureRequest?: MessageInitShape<typeof SignatureRequestSchema>,
  legalForm = LegalForm.AUTONOMO,
) {
  renderInArea(SpanishHubPage, {
    path: '/es/en-gb',
    order: {
      order: { id: 'order-1', status, legalForm },
      customer: { name: 'Lucía García López', email },
      progress: PROGRESS,
    },
    server: { signature: { getMySignatureRequest: () => ({ request: signatureRequest }) } },
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });

async function findTimelineSteps() {
  const timeline = await screen.findByRole('region', { name: 'Where your file stands' });
  return within(timeline).getAllByRole('listitem');
}

describe('SpanishHubPage', { timeout: 20_000 }, () => {
  // Each stage's screen is a chunk loaded on first use: compiled here beforehand, as a build has
  // them ready.
  beforeAll(
    () =>
      Promise.all([
        import('./checklist-screen.js'),
        import('./sign-screen.js'),
        import('./thanks-screen.js'),
        import('./congratulations-screen.js'),
        import('../../components/cancelled-screen.js'),
        import('../../components/fiscal-territory-thanks.js'),
      ]),
    30_000,
  );
  // The order's answer, then the stage's screen, a chunk: more than a second on a busy machine.
  beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
  afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
  afterEach(cleanup);

  it('lists the four sections of the checklist with their time and questions', async () => {
    renderHub(OrderStatus.PLACED);
    await screen.findByRole('heading', { name: 'Your registration' });
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual([
      'Upload your digital certificate',
      'Personal details',
      'About your activity',
      'Confirm your details and sign',
    ]);
    const certificate = card('Upload your digital certificate');
    expect(within(certificate).getByText('2-5 min')).toBeTruthy();
    expect(within(certificate).getByText('0 of 1 questions')).toBeTruthy();
    expect(within(card('About your activity')).getByText('10-15 min')).toBeTruthy();
    expect(screen.getByText('1 of 4 sections completed')).toBeTruthy();
  });

  it('continues an unfinished section where it stands', async () => {
    renderHub(OrderStatus.WAITING_QUESTIONS);
    const business = await screen.findByRole('article', { name: 'About your activity' });
    expect(within(business).getByText('2 of 4 questions')).toBeTruthy();
    expect(within(business).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(
      within(business)
        .getByRole('link', { name: 'Continue: About your activity' })
        .getAttribute('href'),
    ).toBe('/es/en-gb/funnel/business-information/previous-activity');
  });

  it('edits a complete section from its first step', async () => {
    renderHub(OrderStatus.WAITING_QUESTIONS);
    const personal = await screen.findByRole('article', { name: 'Personal details' });
    expect(within(personal).getByText('5 of 5 questions')).toBeTruthy();
    expect(
      within(personal).getByRole('link', { name: 'Edit: Personal details' }).getAttribute('href'),
    ).toBe('/es/en-gb/funnel/personal-information/id');
  });

  it('keeps the final summary disabled while the sections before it are incomplete', async () => {
    renderHub(OrderStatus.WAITING_QUESTIONS);
    const summary = await screen.findByRole('article', { name: 'Confirm your details and sign' });
    expect(within(summary).queryByRole('link')).toBeNull();
    expect(
      (within(summary).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      within(summary).getByText('Available once the other three sections are complete.'),
    ).toBeTruthy();
  });

  it('opens the founder’s webmail to sign', async () => {
    renderHub(OrderStatus.WAITING_ESIGNATURE, 'lucia@gmail.com');
    await screen.findByRole('heading', { name: 'Last step: sign digitally' });
    const open = screen.getByRole('link', { name: /Open Gmail/ });
    expect(open.getAttribute('href')).toBe('https://mail.google.com/mail/u/0/#inbox');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens the mail application for another address', async () => {
    renderHub(OrderStatus.WAITING_ESIGNATURE, 'lucia@garcia-abogados.es');
    await screen.findByRole('heading', { name: 'Last step: sign digitally' });
    expect(screen.getByRole('link', { name: 'Open my e-mail' }).getAttribute('href')).toBe(
      'mailto:',
    );
  });

  it.each([
    [OrderStatus.QUESTIONNAIRE_RECEIVED, ['100', '0', '0']],
    [OrderStatus.PROCESSING_AEAT, ['100', '50', '0']],
    [OrderStatus.PROCESSING_TGSS, ['100', '100', '50']],
  ])('status %s thanks with the bars %j', async (status, values) => {
    renderHub(status);
    await screen.findByRole('heading', { name: 'Thank you for sending your request' });
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Questionnaire',
      'Registration with the tax agency (AEAT)',
      'Registration with social security (TGSS)',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(values);
  });

  it.each([
    [OrderStatus.PROCESSING_NAME_CERTIFICATE, ['50', '0', '0']],
    [OrderStatus.AWAITING_CD, ['100', '25', '0']],
    [OrderStatus.AWAITING_DEED, ['100', '75', '0']],
    [OrderStatus.PROCESSING_REGISTRY, ['100', '100', '50']],
    [OrderStatus.COMPANY_FORMED, ['100', '100', '75']],
  ])('an SL in status %s thanks with the company’s bars %j', async (status, values) => {
    renderHub(status, undefined, undefined, LegalForm.SL);
    await screen.findByRole('heading', { name: 'Thank you for sending your request' });
    expect(
      screen.getByText('We are forming your company. We will e-mail you at each step.'),
    ).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Company name certificate',
      'Share capital and notarial deed',
      'Registration and NIF',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(values);
  });

  it('asks an SA founder to sign the deed before the notary, with its own timeline', async () => {
    renderHub(OrderStatus.AWAITING_DEED, undefined, undefined, LegalForm.SA);
    await screen.findByRole('heading', { name: 'Thank you for sending your request' });
    expect(screen.getByText('Your next step is shown below.')).toBeTruthy();
    const box = screen.getByRole('region', { name: 'Requires your attention' });
    expect(
      within(box).getByText(
        'Sign the deed of incorporation before the notary: we will arrange the appointment with you.',
      ),
    ).toBeTruthy();
    expect(within(box).queryByRole('link')).toBeNull();
    const steps = await findTimelineSteps();
    expect(steps.map((step) => step.textContent)).toEqual([
      'Payment (done)',
      'Questionnaire (done)',
      'Review of your file (done)',
      'Signature of your documents (done)',
      'Company name certificate (done)',
      'Deposit of the share capital (done)',
      'Signature of the deed before a notary (current step)',
      'Provisional NIF (to come)',
      'Registration at the Registro Mercantil (to come)',
      'Definitive NIF and census declaration (to come)',
      'Company formed (to come)',
    ]);
  });

  it('says what the Registro Mercantil Central is doing for an SL’s name', async () => {
    renderHub(OrderStatus.PROCESSING_NAME_CERTIFICATE, undefined, undefined, LegalForm.SL);
    expect(
      await screen.findByText(
        'We have asked the Registro Mercantil Central for your company name certificate.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('You have nothing to do for now.')).toBeTruthy();
  });

  it('congratulates a formed SL and leads to its documents, not the autónomo’s calendar', async () => {
    renderHub(OrderStatus.COMPLETED, undefined, undefined, LegalForm.SL);
    await screen.findByRole('heading', { name: 'Congratulations! Your company is formed' });
    expect(screen.getByRole('link', { name: 'See my documents' }).getAttribute('href')).toBe(
      '/es/en-gb/documents',
    );
    expect(screen.queryByRole('link', { name: 'See my tax calendar' })).toBeNull();
    const steps = await findTimelineSteps();
    expect(steps.every((step) => step.textContent?.endsWith('(done)'))).toBe(true);
  });

  it('congratulates a registered founder and leads to the calendar of the current language', async () => {
    renderHub(OrderStatus.COMPANY_FORMED);
    await screen.findByRole('heading', { name: /Congratulations/ });
    expect(screen.getByRole('link', { name: 'See my tax calendar' }).getAttribute('href')).toBe(
      '/es/en-gb/calendar',
    );
  });

  it('shows under the bars that an autónomo in PROCESSING_TGSS is being registered with social security', async () => {
    renderHub(OrderStatus.PROCESSING_TGSS);
    await screen.findByRole('heading', { name: 'Thank you for sending your request' });
    const steps = await findTimelineSteps();
    expect(steps.map((step) => step.textContent)).toEqual([
      'Payment (done)',
      'Questionnaire (done)',
      'Review of your file (done)',
      'Signature of your documents (done)',
      'Registration with the tax agency (AEAT) (done)',
      'Registration with social security (TGSS) (current step)',
      'Registered as autónomo (to come)',
    ]);
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toHaveLength(1);
    expect(screen.getByText('We are registering you with social security (TGSS).')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });

  it('signs from the hub once the partner has the mandate, the webmail staying a second way', async () => {
    renderHub(OrderStatus.WAITING_ESIGNATURE, 'lucia@gmail.com', {
      status: SignatureRequestStatus.SENT,
      signingUrl: 'https://sign.partner.test/requests/sr-1',
    });
    const sign = await screen.findByRole('link', { name: 'Sign my documents' });
    expect(sign.getAttribute('href')).toBe('https://sign.partner.test/requests/sr-1');
    expect(screen.getAllByRole('link', { name: 'Sign my documents' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Open Gmail/ })).toBeTruthy();
    const box = screen.getByRole('region', { name: 'Requires your attention' });
    expect(within(box).getByText('Sign your documents so that we can file them.')).toBeTruthy();
  });

  it('says the mandate is being prepared before the partner has it', async () => {
    renderHub(OrderStatus.WAITING_ESIGNATURE, 'lucia@gmail.com', {
      status: SignatureRequestStatus.PREPARING,
    });
    expect(
      await screen.findByText('Your documents are being prepared, you will receive an e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign my documents' })).toBeNull();
  });

  it('shows every step done on the congratulations screen', async () => {
    renderHub(OrderStatus.COMPANY_FORMED);
    await screen.findByRole('heading', { name: /Congratulations/ });
    const steps = await findTimelineSteps();
    expect(steps.every((step) => step.textContent?.endsWith('(done)'))).toBe(true);
    expect(
      screen.getByText('Everything is done: there is nothing more for you to do.'),
    ).toBeTruthy();
  });

  it('shows where the file stands below the checklist, without leading away from it', async () => {
    renderHub(OrderStatus.WAITING_QUESTIONS);
    const steps = await findTimelineSteps();
    expect(steps.find((step) => step.getAttribute('aria-current') === 'step')?.textContent).toBe(
      'Questionnaire (current step)',
    );
    const box = screen.getByRole('region', { name: 'Requires your attention' });
    expect(within(box).queryByRole('link')).toBeNull();
  });

  it('shows the cancelled screen for a declined order', async () => {
    renderHub(OrderStatus.DECLINED);
    expect(
      await screen.findByRole('heading', { name: 'Your order has been cancelled' }),
    ).toBeTruthy();
  });
});
