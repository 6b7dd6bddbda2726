import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { OPERATOR } from './backoffice.js';
import { rpc, setOrderStatus } from './documents.js';
import { answerEverythingThroughApi } from './french-questionnaire.js';
import { signUpThroughApi, uniqueEmail, type NewUser } from './journeys.js';
import type { WebLocale } from './messages.js';

/** How long the journeys wait for the background worker to deliver a webhook or open a case. */
export const WORKER_TIMEOUT_MS = 30_000;

/**
 * Runs `act` with the demo operator's session, in a request context of its own (the page's stays
 * the founder's).
 */
export async function asOperator<T>(
  baseURL: string,
  act: (operator: APIRequestContext) => Promise<T>,
): Promise<T> {
  const operator = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await operator.post('/api/auth/sign-in/email', {
      data: { email: OPERATOR.email, password: OPERATOR.password },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return await act(operator);
  } finally {
    await operator.dispose();
  }
}

/** Turns the business-bank-account feature flag on, as an operator does from the back-office. */
export async function enableBusinessAccountFlag(baseURL: string) {
  await asOperator(baseURL, (operator) =>
    rpc(operator, 'BackofficeService/SetFeatureFlag', {
      name: 'business_bank_account',
      enabled: true,
    }),
  );
}

export interface Founder extends NewUser {
  locale: WebLocale;
  orderId: string;
  accountId: string;
}

/** A French founder signed up through the API with a new order of `legalForm`. */
async function signUpFrenchOrder(
  request: APIRequestContext,
  input: {
    locale: WebLocale;
    legalForm: 'MICROENTERPRISE' | 'SASU';
    name: string;
    company: string;
  },
): Promise<Founder> {
  const founder = {
    name: input.name,
    email: uniqueEmail(`bank-${input.legalForm.toLowerCase()}-${input.locale}`),
    password: 'e2e-password-bank',
    locale: input.locale,
  };
  await signUpThroughApi(request, founder);
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_FR',
    companyLegalForm: `LEGAL_FORM_${input.legalForm}`,
    companyName: input.company,
  });
  const { accounts } = await rpc<{ accounts: { id: string }[] }>(
    request,
    'AccountService/GetMyAccounts',
    {},
  );
  return { ...founder, orderId: order.id, accountId: accounts[0]!.id };
}

/**
 * A micro-entrepreneur whose registration is complete (COMPLETED, development route) and whose
 * account may open the business account (features.meBanking, development route).
 */
export async function createCompletedMicroFounder(
  request: APIRequestContext,
  locale: WebLocale,
): Promise<Founder> {
  const founder = await signUpFrenchOrder(request, {
    locale,
    legalForm: 'MICROENTERPRISE',
    name: 'Karim Haddad',
    company: 'Haddad Conseil',
  });
  await setOrderStatus(request, founder.orderId, 'COMPLETED');
  const response = await request.post(`/api/dev/accounts/${founder.accountId}/features`, {
    data: { meBanking: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return founder;
}

interface CapitalDepositAnswer {
  capitalDeposit?: {
    status?: string;
    shareholders?: { onboarding?: { url?: string } }[];
    companyOnboarding?: { account?: { legalRepresentativeMembership?: { id?: string } } };
  };
}

/** The founder's capital deposit as GetCapitalDeposit answers it (unset until the bank opens it). */
export async function readCapitalDeposit(request: APIRequestContext, orderId: string) {
  const { capitalDeposit } = await rpc<CapitalDepositAnswer>(
    request,
    'CapitalDepositService/GetCapitalDeposit',
    { orderId },
  );
  return capitalDeposit;
}

/** Waits until the founder's capital deposit has reached `status` (CAPITAL_DEPOSIT_STATUS_…). */
export async function waitForDepositStatus(
  request: APIRequestContext,
  orderId: string,
  status: string,
) {
  await expect
    .poll(async () => (await readCapitalDeposit(request, orderId))?.status, {
      message: `the capital deposit reaches ${status}`,
      timeout: WORKER_TIMEOUT_MS,
    })
    .toBe(`CAPITAL_DEPOSIT_STATUS_${status}`);
  return (await readCapitalDeposit(request, orderId))!;
}

/**
 * A SASU founder with the questionnaire answered through the API (5,000 € of capital) whose file
 * has reached AWAITING_CD (development route): the worker opens the deposit at the sandbox bank,
 * which waits for the founder's identity.
 */
export async function createSasuFounderAwaitingDeposit(
  request: APIRequestContext,
  locale: WebLocale,
): Promise<Founder> {
  const founder = await signUpFrenchOrder(request, {
    locale,
    legalForm: 'SASU',
    name: 'Margaux Lefebvre',
    company: 'Lefebvre Conseil',
  });
  await setOrderStatus(request, founder.orderId, 'PLACED');
  await answerEverythingThroughApi(request, founder.orderId, 'married-sasu-elsewhere');
  await setOrderStatus(request, founder.orderId, 'AWAITING_CD');
  await waitForDepositStatus(request, founder.orderId, 'AWAITING_OWNER_ID');
  return founder;
}

/** Presses a button of the founder's sandbox bank page, as the form posts it. */
async function actOnBankPage(request: APIRequestContext, pageUrl: string, action: string) {
  const response = await request.post(pageUrl, { form: { action }, maxRedirects: 0 });
  expect(response.status(), `${action} on the sandbox bank page`).toBe(303);
}

/** The founder verifies their identity and the sandbox bank approves it: the deposit waits for funds. */
export async function verifyIdentityAtBank(request: APIRequestContext, founder: Founder) {
  const deposit = (await readCapitalDeposit(request, founder.orderId))!;
  const pageUrl = deposit.shareholders![0]!.onboarding!.url!;
  await actOnBankPage(request, pageUrl, 'submit_identity');
  await actOnBankPage(request, pageUrl, 'approve_identity');
  return waitForDepositStatus(request, founder.orderId, 'AWAITING_FUNDS');
}

/**
 * From the funds on, to the end: the founder's transfer, then the notary's certificate, the
 * register extract and the release of the funds played by the operator (with the file moved
 * through registration by the development route), until the deposit and the order are COMPLETED.
 */
export async function completeDeposit(
  request: APIRequestContext,
  founder: Founder,
  baseURL: string,
) {
  const deposit = (await readCapitalDeposit(request, founder.orderId))!;
  await actOnBankPage(request, deposit.shareholders![0]!.onboarding!.url!, 'send_transfer');
  await waitForDepositStatus(request, founder.orderId, 'AWAITING_NOTARY');
  const simulate = (operator: APIRequestContext, event: string) =>
    rpc(operator, 'BackofficeService/SimulateBankEvent', {
      orderId: founder.orderId,
      event: `SANDBOX_BANK_EVENT_${event}`,
    });
  await asOperator(baseURL, (operator) => simulate(operator, 'CERTIFICATE_ISSUED'));
  await waitForDepositStatus(request, founder.orderId, 'CERTIFICATE_RECEIVED');
  for (const status of [
    'PUBLICATION_RECEIVED',
    'PROCESSING_REGISTRY',
    'COMPANY_FORMED',
    'AWAITING_FUNDS',
  ]) {
    await setOrderStatus(request, founder.orderId, status);
  }
  await asOperator(baseURL, async (operator) => {
    await simulate(operator, 'REGISTER_EXTRACT_RECEIVED');
    await simulate(operator, 'FUNDS_RELEASED');
  });
  return waitForDepositStatus(request, founder.orderId, 'COMPLETED');
}
