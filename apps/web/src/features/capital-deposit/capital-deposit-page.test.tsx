import type { MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import type { Locale } from '@foundly/domain';
import {
  CapitalDepositService,
  CapitalDepositStatus,
  LegalForm,
  OrderStatus,
  ShareholderStatus,
  VerificationStatus,
  type CapitalDepositCaseSchema,
  type ShareholderSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { CapitalDepositPage } from './capital-deposit-page.js';

type DepositInit = MessageInitShape<typeof CapitalDepositCaseSchema>;
type ShareholderInit = MessageInitShape<typeof ShareholderSchema>;

const ONBOARDING_URL = 'https://bank.test/onboarding/sh-1';

const CLAIRE: ShareholderInit = {
  id: 'sh-1',
  fullName: 'Claire Dubois',
  amountCents: 150_000n,
  status: ShareholderStatus.WAITING_FOR_TRANSFER,
  onboarding: { url: ONBOARDING_URL },
  account: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX', holder: 'Claire Dubois' },
  accountHolder: { verificationStatus: VerificationStatus.NOT_STARTED },
};

function deposit(status: CapitalDepositStatus, shareholders = [CLAIRE]): DepositInit {
  return {
    id: 'cd-1',
    orderId: 'order-1',
    status,
    shareholders,
    paidUpAmountCents: 150_000n,
    currency: 'EUR',
  };
}

interface Options {
  status?: OrderStatus;
  legalForm?: LegalForm;
  locale?: Locale;
  /** GetCapitalDeposit's answer: a deposit, none yet, or a failure. */
  answer?: DepositInit | 'none' | ConnectError;
}

function renderPage({
  status = OrderStatus.AWAITING_CD,
  legalForm = LegalForm.SASU,
  locale = 'en-gb',
  answer = deposit(CapitalDepositStatus.AWAITING_FUNDS),
}: Options = {}) {
  let answers = [answer];
  const view = renderInArea(CapitalDepositPage, {
    path: `/fr/${locale}/capital-deposit`,
    order: { order: { id: 'order-1', status, legalForm } },
    server: {
      capitalDeposit: {
        getCapitalDeposit: () => {
          const next = answers[0]!;
          if (next instanceof ConnectError) throw next;
          return next === 'none' ? {} : { capitalDeposit: next };
        },
      },
    },
  });
  return { ...view, answerNext: (next: Options['answer'] & object) => (answers = [next]) };
}

const stepItems = () =>
  within(screen.getByRole('list', { name: 'Steps of your capital deposit' })).getAllByRole(
    'listitem',
  );

const identityBanner = () => screen.queryByRole('region', { name: 'Verify your identity' });

describe('CapitalDepositPage', () => {
  afterEach(cleanup);

  it.each([
    [CapitalDepositStatus.ONBOARDING, 1, 20],
    [CapitalDepositStatus.AWAITING_REVIEW, 1, 20],
    [CapitalDepositStatus.AWAITING_OWNER_ID, 1, 20],
    [CapitalDepositStatus.AWAITING_FUNDS, 2, 40],
    [CapitalDepositStatus.AWAITING_NOTARY, 3, 60],
    [CapitalDepositStatus.CERTIFICATE_RECEIVED, 4, 80],
    [CapitalDepositStatus.COMPLETED, 5, 100],
  ])('shows a deposit in status %i at step %i, %i %%', async (status, step, percent) => {
    renderPage({ answer: deposit(status) });
    const bar = await screen.findByRole('progressbar', {
      name: 'Progress of your capital deposit',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(percent));
    expect(screen.getByText(`Step ${step} of 5 · ${percent}%`)).toBeTruthy();
    const current = stepItems().filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(percent === 100 ? 0 : 1);
    expect(stepItems()).toHaveLength(5);
  });

  it('names the five steps in order, the current one marked', async () => {
    renderPage({ answer: deposit(CapitalDepositStatus.AWAITING_NOTARY) });
    await screen.findByRole('progressbar');
    expect(stepItems().map((item) => item.textContent)).toEqual([
      'Account creation or review (done)',
      'Transfer of capital (done)',
      'Notary processing (current step)',
      'Funds certificate (to come)',
      'Complete (to come)',
    ]);
  });

  it('offers identity verification at the bank only while the deposit is AWAITING_OWNER_ID', async () => {
    renderPage({ answer: deposit(CapitalDepositStatus.AWAITING_OWNER_ID) });
    const banner = await screen.findByRole('region', { name: 'Verify your identity' });
    expect(
      within(banner).getByRole('link', { name: 'Verify my identity' }).getAttribute('href'),
    ).toBe(ONBOARDING_URL);
    cleanup();
    for (const status of [
      CapitalDepositStatus.ONBOARDING,
      CapitalDepositStatus.AWAITING_REVIEW,
      CapitalDepositStatus.AWAITING_FUNDS,
      CapitalDepositStatus.COMPLETED,
    ]) {
      renderPage({ answer: deposit(status) });
      await screen.findByRole('progressbar');
      expect(identityBanner(), `status ${status}`).toBeNull();
      cleanup();
    }
  });

  it('names each waiting shareholder in the banner when there are several', async () => {
    renderPage({
      answer: deposit(CapitalDepositStatus.AWAITING_OWNER_ID, [
        CLAIRE,
        {
          ...CLAIRE,
          id: 'sh-2',
          fullName: 'Marc Lefèvre',
          onboarding: { url: 'https://bank.test/onboarding/sh-2' },
          accountHolder: { verificationStatus: VerificationStatus.VERIFIED },
        },
      ]),
    });
    const banner = await screen.findByRole('region', { name: 'Verify your identity' });
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Verify the identity of Claire Dubois']);
  });

  it.each([
    [VerificationStatus.NOT_STARTED, 'Pending'],
    [VerificationStatus.WAITING_FOR_INFORMATION, 'Pending'],
    [VerificationStatus.PENDING, 'Done'],
    [VerificationStatus.VERIFIED, 'Approved'],
    [VerificationStatus.REFUSED, 'Rejected'],
  ])('shows identity verification %i as “%s”', async (verificationStatus, label) => {
    renderPage({
      answer: deposit(CapitalDepositStatus.AWAITING_FUNDS, [
        { ...CLAIRE, accountHolder: { verificationStatus } },
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Claire Dubois' });
    const identity = within(card).getByText('Identity verification').nextElementSibling!;
    expect(within(identity as HTMLElement).getByText(label)).toBeTruthy();
  });

  it.each([
    [ShareholderStatus.WAITING_FOR_TRANSFER, 'Pending'],
    [ShareholderStatus.CAPITAL_TRANSFERRED, 'Approved'],
  ])('shows transfer status %i as “%s”', async (status, label) => {
    renderPage({ answer: deposit(CapitalDepositStatus.AWAITING_FUNDS, [{ ...CLAIRE, status }]) });
    const card = await screen.findByRole('article', { name: 'Claire Dubois' });
    const transfer = within(card).getByText('Transfer of the capital').nextElementSibling!;
    expect(within(transfer as HTMLElement).getByText(label)).toBeTruthy();
  });

  it('gives the deposit account, the IBAN grouped by four and copied without spaces', async () => {
    renderPage();
    const account = await screen.findByRole('region', {
      name: 'Where to transfer your contribution',
    });
    expect(within(account).getByText('FR76 3000 6000 0112 3456 7890 189')).toBeTruthy();
    expect(within(account).getByText('AGRIFRPPXXX')).toBeTruthy();
    expect(
      within(account).getByText(
        /^Transfer €1,500\.00 from an account in your name to this deposit account\./,
      ),
    ).toBeTruthy();
    fireEvent.click(within(account).getByRole('button', { name: 'Copy the IBAN' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('FR7630006000011234567890189'),
    );
    expect(
      within(account)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['Copied', '', '']);
    fireEvent.click(within(account).getByRole('button', { name: 'Copy the BIC' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('AGRIFRPPXXX'));
    fireEvent.click(within(account).getByRole('button', { name: 'Copy the account holder' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('Claire Dubois'));
  });

  it.each<[Locale, string]>([
    // The testing library reads the narrow and non-breaking spaces as plain spaces.
    ['fr-fr', '1 500,00 €'],
    ['es-es', '1500,00 €'],
  ])('writes the amount to transfer as %s writes it', async (locale, amount) => {
    renderPage({ locale });
    const card = await screen.findByRole('article', { name: 'Claire Dubois' });
    expect(within(card).getByText(amount)).toBeTruthy();
  });

  it.each<[string, CapitalDepositStatus, ShareholderStatus]>([
    [
      'before the deposit waits for the funds',
      CapitalDepositStatus.AWAITING_OWNER_ID,
      ShareholderStatus.WAITING_FOR_TRANSFER,
    ],
    [
      'once the shareholder’s transfer is received',
      CapitalDepositStatus.AWAITING_FUNDS,
      ShareholderStatus.CAPITAL_TRANSFERRED,
    ],
    [
      'once the notary has the deposit',
      CapitalDepositStatus.AWAITING_NOTARY,
      ShareholderStatus.CAPITAL_TRANSFERRED,
    ],
  ])('gives no account to transfer to %s', async (_case, status, shareholderStatus) => {
    renderPage({ answer: deposit(status, [{ ...CLAIRE, status: shareholderStatus }]) });
    await screen.findByRole('article', { name: 'Claire Dubois' });
    expect(
      screen.queryByRole('region', { name: 'Where to transfer your contribution' }),
    ).toBeNull();
  });

  it('leads to the documents once the funds certificate is received', async () => {
    renderPage({ answer: deposit(CapitalDepositStatus.CERTIFICATE_RECEIVED) });
    const notice = await screen.findByRole('region', { name: 'Your funds certificate is ready' });
    expect(
      within(notice).getByRole('link', { name: 'See my documents' }).getAttribute('href'),
    ).toBe('/fr/en-gb/documents');
  });

  it.each([
    OrderStatus.PLACED,
    OrderStatus.WAITING_ESIGNATURE,
    OrderStatus.QUESTIONNAIRE_APPROVED,
    OrderStatus.PUBLICATION_RECEIVED,
  ])('shows the empty state for an order in status %i, without asking the bank', async (status) => {
    const { requestsOf } = renderPage({ status });
    expect(
      await screen.findByText(
        'The capital deposit starts once your questionnaire has been approved. We will let you know.',
      ),
    ).toBeTruthy();
    expect(requestsOf(CapitalDepositService.method.getCapitalDeposit)).toHaveLength(0);
  });

  it('says the account is being opened while the bank has not opened it yet', async () => {
    renderPage({ answer: 'none' });
    expect(
      await screen.findByRole('heading', { name: 'Your deposit account is being opened' }),
    ).toBeTruthy();
  });

  it('has no capital deposit page for a micro-entreprise', async () => {
    renderPage({ legalForm: LegalForm.MICROENTERPRISE, status: OrderStatus.COMPLETED });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('says the bank is unreachable and tries again on request', async () => {
    const { answerNext } = renderPage({
      answer: new ConnectError('bank down', Code.Unavailable),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The bank is unreachable' })).toBeTruthy();
    answerNext(deposit(CapitalDepositStatus.AWAITING_FUNDS));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Progress of your capital deposit' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
