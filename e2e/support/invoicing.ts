import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asOperator } from './banking.js';
import { rpc, setOrderStatus } from './documents.js';
import { answerEverythingThroughApi } from './french-questionnaire.js';
import { signUpThroughApi, uniqueEmail } from './journeys.js';
import type { WebLocale } from './messages.js';

/** Turns the invoice-tool feature flag on, as an operator does from the back-office. */
export async function enableInvoiceToolFlag(baseURL: string) {
  await asOperator(baseURL, (operator) =>
    rpc(operator, 'BackofficeService/SetFeatureFlag', { name: 'invoice_tool', enabled: true }),
  );
}

export type InvoicingCompany = 'sasu' | 'micro' | 'uk';

export interface InvoicingFounder {
  email: string;
  company: InvoicingCompany;
  locale: WebLocale;
  orderId: string;
  accountId: string;
  /** The area's first path segments: /fr/fr-fr, /uk/en-gb. */
  basePath: string;
}

/** What an operator records from each company's register extract. */
const REGISTRATIONS = {
  sasu: {
    registrationNumber: '552100554',
    vatNumber: 'FR40552100554',
    register: 'RCS Lyon',
    shareCapital: '500000',
  },
  micro: { registrationNumber: '443061841', vatNumber: '', register: 'RNE', shareCapital: '0' },
  uk: {
    registrationNumber: '12345678',
    vatNumber: 'GB123456789',
    register: '',
    shareCapital: '0',
    registeredOffice: {
      street1: '20 Kingsway',
      postalCode: 'WC2B 6LH',
      city: 'London',
      countryCode: 'GB',
    },
  },
} as const;

const COMPANIES = {
  sasu: { name: 'Margaux Lefebvre', company: 'Lefebvre Conseil', legalForm: 'SASU', country: 'FR' },
  micro: {
    name: 'Karim Haddad',
    company: 'Haddad Conseil',
    legalForm: 'MICROENTERPRISE',
    country: 'FR',
  },
  uk: { name: 'Oliver Smith', company: 'Smith Studio Ltd', legalForm: 'LTD', country: 'UK' },
} as const;

/**
 * A founder whose company exists, signed up through the API in the page's request context:
 * a French SASU or micro-entrepreneur with the questionnaire answered (the company's address
 * and activity, the seller's side of an invoice), or a UK company (no questionnaire), the file
 * COMPLETED; its registration recorded (development route), as the operator does from the
 * register extract: for the UK company with its registered office, the seller's address.
 */
export async function createInvoicingFounder(
  request: APIRequestContext,
  company: InvoicingCompany,
  locale: WebLocale,
): Promise<InvoicingFounder> {
  const spec = COMPANIES[company];
  const email = uniqueEmail(`invoicing-${company}-${locale}`);
  await signUpThroughApi(request, {
    name: spec.name,
    email,
    password: 'e2e-password-invoicing',
    locale,
  });
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(request, 'OrderService/CreateOrder', {
    countryCode: `COUNTRY_CODE_${spec.country}`,
    companyLegalForm: `LEGAL_FORM_${spec.legalForm}`,
    companyName: spec.company,
  });
  if (spec.country === 'FR') {
    await setOrderStatus(request, order.id, 'PLACED');
    await answerEverythingThroughApi(
      request,
      order.id,
      company === 'micro' ? 'single-micro-at-home' : 'married-sasu-elsewhere',
    );
  }
  await setOrderStatus(request, order.id, 'COMPLETED');
  const { accounts } = await rpc<{ accounts: { id: string }[] }>(
    request,
    'AccountService/GetMyAccounts',
    {},
  );
  const recorded = await request.post(`/api/dev/accounts/${accounts[0]!.id}/registration`, {
    data: REGISTRATIONS[company],
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
  const prefix = spec.country === 'UK' ? 'uk' : 'fr';
  return {
    email,
    company,
    locale,
    orderId: order.id,
    accountId: accounts[0]!.id,
    basePath: `/${prefix}/${locale}`,
  };
}

/** The file the page downloads when `trigger` runs: its name and bytes. */
export async function readDownload(page: Page, trigger: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { fileName: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
