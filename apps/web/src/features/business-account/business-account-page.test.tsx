import type { MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { ErrorCode, type Locale } from '@foundly/domain';
import {
  CompanyAccountOnboardingStatus,
  CompanyAccountService,
  CountryCode,
  ErrorDetailSchema,
  LegalForm,
  OrderStatus,
  type CompanyAccountOnboardingSchema,
} from '@foundly/proto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { BusinessAccountPage } from './business-account-page.js';

type OnboardingInit = MessageInitShape<typeof CompanyAccountOnboardingSchema>;

const ACCOUNT_ID = 'account-1';
const CHECKOUT_URL = 'https://checkout.test/session/cs_1';

interface Options {
  legalForm?: LegalForm;
  status?: OrderStatus;
  flag?: boolean;
  meBanking?: boolean;
  accountId?: string;
  locale?: Locale;
  /** GetCompanyAccountOnboarding's answer: an onboarding, none yet, or a failure. */
  onboarding?: OnboardingInit | 'none' | ConnectError;
  /** SubscribeBusinessAccount's answer: the checkout's address or a failure. */
  subscription?: string | ConnectError;
}

function renderPage({
  legalForm = LegalForm.MICROENTERPRISE,
  status = OrderStatus.COMPLETED,
  flag = true,
  meBanking = true,
  accountId = ACCOUNT_ID,
  locale = 'en-gb',
  onboarding = 'none',
  subscription = CHECKOUT_URL,
}: Options = {}) {
  let answer = onboarding;
  const view = renderInArea(BusinessAccountPage, {
    path: `/fr/${locale}/my-account`,
    order: { order: { id: 'order-1', status, legalForm, countryCode: CountryCode.FR } },
    account: { id: accountId, features: { meBanking } },
    flags: [{ name: 'business_bank_account', enabled: flag }],
    server: {
      companyAccount: {
        getCompanyAccountOnboarding: () => {
          if (answer instanceof ConnectError) throw answer;
          return answer === 'none' ? {} : { onboarding: answer };
        },
        subscribeBusinessAccount: () => {
          if (subscription instanceof ConnectError) throw subscription;
          return { url: subscription };
        },
      },
    },
  });
  return { ...view, answerNext: (next: OnboardingInit) => (answer = next) };
}

/** A refusal of the server: its Connect code and the reason it names. */
function refusal(code: Code, reason: string) {
  return new ConnectError(reason, code, undefined, [
    { desc: ErrorDetailSchema, value: { reason, fieldViolations: [] } },
  ]);
}

let assign: Mock<(url: string | URL) => void>;

beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const subscribeButton = () => screen.findByRole('button', { name: 'Subscribe' });

describe('BusinessAccountPage', () => {
  it.each<[Locale, string, string]>([
    ['en-gb', 'Subscribe', '€8.00 a month excluding VAT'],
    ['fr-fr', 'Souscrire', '8,00 € par mois HT'],
    ['es-es', 'Suscribirme', '8,00 € al mes sin IVA'],
  ])('offers the account in %s with its monthly price', async (locale, subscribe, price) => {
    renderPage({ locale });
    expect(await screen.findByRole('button', { name: subscribe })).toBeTruthy();
    expect(screen.getByText(price)).toBeTruthy();
  });

  it('subscribes for the account in the page’s language, then goes to the checkout', async () => {
    const { requestsOf } = renderPage({ locale: 'en-gb' });
    fireEvent.click(await subscribeButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(
      requestsOf(CompanyAccountService.method.subscribeBusinessAccount).map((request) => ({
        accountId: request.accountId,
        locale: request.locale,
      })),
    ).toEqual([{ accountId: ACCOUNT_ID, locale: 'en-gb' }]);
  });

  it('shows the price the bank quotes for a CREATED onboarding', async () => {
    renderPage({
      onboarding: {
        accountId: ACCOUNT_ID,
        status: CompanyAccountOnboardingStatus.CREATED,
        monthlyPriceCents: 800n,
        currency: 'EUR',
      },
    });
    expect(await screen.findByText('€8.00 a month excluding VAT')).toBeTruthy();
  });

  it.each<[string, Options['subscription'], string]>([
    [
      'an order that cannot take it',
      refusal(Code.FailedPrecondition, ErrorCode.OrderNotAvailable),
      'Order is not available.',
    ],
    [
      'an account it is not offered to',
      refusal(Code.FailedPrecondition, ErrorCode.BusinessAccountNotOffered),
      'Order is not available.',
    ],
    [
      'a malformed account id',
      new ConnectError('account_id', Code.InvalidArgument),
      'Missing customer or account ID.',
    ],
    [
      'an account it does not know',
      refusal(Code.NotFound, ErrorCode.AccountNotFound),
      'Missing customer or account ID.',
    ],
    [
      'a checkout the provider did not open',
      refusal(Code.Unavailable, ErrorCode.CheckoutFailed),
      'Failed to create checkout session.',
    ],
    ['no checkout address', '', 'Failed to create checkout session.'],
    [
      'a server failure',
      new ConnectError('boom', Code.Internal),
      'An error occurred while opening the payment session. Please try again.',
    ],
  ])('says why the subscription failed for %s', async (_case, subscription, message) => {
    renderPage({ subscription });
    fireEvent.click(await subscribeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each<[Locale, string]>([
    ['en-gb', 'Failed to create checkout session.'],
    ['fr-fr', 'La création de la session de paiement a échoué.'],
    ['es-es', 'No se ha podido crear la sesión de pago.'],
  ])('says in %s that the checkout did not open', async (locale, message) => {
    renderPage({ locale, subscription: refusal(Code.Unavailable, ErrorCode.CheckoutFailed) });
    fireEvent.click(await screen.findByRole('button', { name: /Subscribe|Souscrire|Suscribirme/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('shows where the account stands when it was subscribed meanwhile', async () => {
    const { answerNext } = renderPage({
      subscription: refusal(Code.FailedPrecondition, ErrorCode.BusinessAccountAlreadySubscribed),
    });
    const subscribe = await subscribeButton();
    answerNext({
      status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
      onboardingUrl: 'https://bank.test/onboarding/ob-1',
    });
    fireEvent.click(subscribe);
    expect(await screen.findByRole('link', { name: 'Continue my registration' })).toBeTruthy();
  });

  it('says the payment is confirmed while the bank prepares the registration, then leads to it', async () => {
    const { answerNext } = renderPage({
      onboarding: {
        status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
        onboardingPreparing: true,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your payment is confirmed' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    answerNext({
      status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
      onboardingUrl: 'https://bank.test/onboarding/ob-1',
    });
    const link = await screen.findByRole(
      'link',
      { name: 'Continue my registration' },
      { timeout: 3000 },
    );
    expect(link.getAttribute('href')).toBe('https://bank.test/onboarding/ob-1');
  });

  it('says the customer or account id is missing without calling the bank', async () => {
    const { requestsOf } = renderPage({ accountId: '' });
    fireEvent.click(await subscribeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Missing customer or account ID.');
    expect(requestsOf(CompanyAccountService.method.subscribeBusinessAccount)).toHaveLength(0);
  });

  it('sends a founder whose registration is pending to the bank’s onboarding', async () => {
    renderPage({
      onboarding: {
        status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
        onboardingUrl: 'https://bank.test/onboarding/ob-1',
      },
    });
    const link = await screen.findByRole('link', { name: 'Continue my registration' });
    expect(link.getAttribute('href')).toBe('https://bank.test/onboarding/ob-1');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('leads a founder whose account is open to the bank’s portal', async () => {
    renderPage({
      onboarding: {
        status: CompanyAccountOnboardingStatus.COMPLETED,
        bankPortalUrl: 'https://bank.test/portal',
      },
    });
    const link = await screen.findByRole('link', {
      name: 'Go to my bank (opens the bank’s site)',
    });
    expect(link.getAttribute('href')).toBe('https://bank.test/portal');
  });

  it.each<[string, OnboardingInit]>([
    ['an unknown status', { status: CompanyAccountOnboardingStatus.UNSPECIFIED }],
    [
      'a pending registration without its URL',
      { status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING },
    ],
    ['an open account without its portal', { status: CompanyAccountOnboardingStatus.COMPLETED }],
    [
      'an address that is not a web page',
      {
        status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
        onboardingUrl: 'javascript:alert(1)',
      },
    ],
  ])('shows the error state for %s', async (_case, onboarding) => {
    renderPage({ onboarding });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Your business account cannot be shown' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the bank is unreachable and asks again on request', async () => {
    const { answerNext } = renderPage({
      onboarding: new ConnectError('bank down', Code.Unavailable),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The bank is unreachable' })).toBeTruthy();
    answerNext({
      status: CompanyAccountOnboardingStatus.COMPLETED,
      bankPortalUrl: 'https://bank.test/portal',
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your business account is open' }),
    ).toBeTruthy();
  });

  it.each<[string, Options]>([
    ['a SASU', { legalForm: LegalForm.SASU }],
    ['a micro-entreprise not completed yet', { status: OrderStatus.COMPANY_FORMED }],
    ['the flag off', { flag: false }],
    ['an account without meBanking', { meBanking: false }],
  ])('has no page for %s, without asking the bank', async (_case, options) => {
    const { requestsOf } = renderPage(options);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(requestsOf(CompanyAccountService.method.getCompanyAccountOnboarding)).toHaveLength(0);
  });
});
