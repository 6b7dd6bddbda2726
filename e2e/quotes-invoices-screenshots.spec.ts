import { expect, test, type Page } from '@playwright/test';
import { rpc } from './support/documents.js';
import {
  createInvoicingFounder,
  enableInvoiceToolFlag,
  type InvoicingCompany,
  type InvoicingFounder,
} from './support/invoicing.js';
import { WEB_MESSAGES, type WebLocale } from './support/messages.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { LOCALES, shoot, VIEWPORTS, openAs, type ViewportName } from './support/shoot.js';

/**
 * Screenshots of the quotes-and-invoices screens for a person to look at (the list, the form
 * beside its preview, an issued invoice), on a desktop and a phone, of a SASU in each language
 * and of a UK company in English; each screen is checked with axe (no serious or critical
 * violation).
 */

test.beforeAll(async ({ baseURL }) => {
  await enableInvoiceToolFlag(baseURL!);
});

/** Business customers in the company's country: two names and an address. */
const CUSTOMERS = {
  FR: {
    names: ['Atelier Brun', 'Maison Vert SARL'],
    address: {
      street1: '8 quai de la Fosse',
      postalCode: '44000',
      city: 'Nantes',
      countryCode: 'FR',
    },
  },
  UK: {
    names: ['Brook & Sons', 'Northwind Trading Ltd'],
    address: {
      street1: '12 Market Street',
      postalCode: 'M1 1AE',
      city: 'Manchester',
      countryCode: 'GB',
    },
  },
} as const;

/** A draft quote and an issued invoice, saved and issued through the server's own calls. */
async function seedDocuments(page: Page, founder: InvoicingFounder) {
  const uk = founder.company === 'uk';
  const content = (kind: string, customer: string) => ({
    kind,
    invoiceDate: '2026-11-20',
    hasDueDate: true,
    dueDate: '2026-12-20',
    customer: {
      companyName: customer,
      address: CUSTOMERS[uk ? 'UK' : 'FR'].address,
      isBusiness: true,
      registrationNumber: uk ? '09876543' : '732829320',
    },
    delayedInterestRate: 0.125,
    taxRate: 0.2,
    language: founder.locale === 'fr-fr' ? 'fr-fr' : 'en-gb',
    operationNature: 'OPERATION_NATURE_SERVICES',
    lineItems: [
      { description: 'Brand workshop', quantity: 2, unitPrice: '123456', discountRate: 0 },
      {
        description: 'Travel',
        quantity: 1,
        unitPrice: '8990',
        discountRate: 0.1,
        taxRate: uk ? 0.05 : 0.1,
      },
    ],
  });
  await rpc(page.request, 'CommercialDocumentService/CreateCommercialDocument', {
    accountId: founder.accountId,
    content: content('COMMERCIAL_DOCUMENT_KIND_QUOTE', CUSTOMERS[uk ? 'UK' : 'FR'].names[0]),
  });
  const { document } = await rpc<{ document: { id: string } }>(
    page.request,
    'CommercialDocumentService/CreateCommercialDocument',
    {
      accountId: founder.accountId,
      content: content('COMMERCIAL_DOCUMENT_KIND_INVOICE', CUSTOMERS[uk ? 'UK' : 'FR'].names[1]),
    },
  );
  const issued = await rpc<{ document: { id: string; invoiceNumber: string } }>(
    page.request,
    'CommercialDocumentService/IssueCommercialDocument',
    { id: document.id },
  );
  return issued.document;
}

const SHOTS: { company: InvoicingCompany; locale: WebLocale; label: string }[] = [
  ...LOCALES.map((locale) => ({ company: 'sasu' as const, locale, label: `a SASU in ${locale}` })),
  { company: 'uk', locale: 'en-gb', label: 'a UK company in en-gb' },
];

for (const { company, locale, label } of SHOTS) {
  test(`quotes and invoices of ${label}, on a desktop and a phone`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { invoicing } = WEB_MESSAGES[locale];
    const founder = await createInvoicingFounder(page.request, company, locale);
    const issued = await seedDocuments(page, founder);
    const customer = CUSTOMERS[company === 'uk' ? 'UK' : 'FR'];
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const view = await openAs(browser, page, viewport, testInfo);
      const area = company === 'uk' ? 'uk-' : '';
      const name = (screen: string) => `quotes-invoices-${area}${screen}-${locale}-${viewport}`;

      await view.goto(`${founder.basePath}/quotes-&-invoices`);
      await expect(view.getByRole('list', { name: invoicing.list.caption })).toBeVisible();
      await view.waitForSelector('html[data-hydrated]');
      await shoot(view, name('list'));
      if (viewport === 'desktop') await expectNoSeriousViolations(view, testInfo, name('list'));

      await view.goto(`${founder.basePath}/quotes-&-invoices/new`);
      await view.waitForSelector('html[data-hydrated]');
      const { form } = invoicing;
      await view.getByLabel(form.companyName, { exact: true }).fill(customer.names[1]);
      await view.getByLabel(form.street1, { exact: true }).fill(customer.address.street1);
      await view.getByLabel(form.postalCode, { exact: true }).fill(customer.address.postalCode);
      await view.getByLabel(form.city, { exact: true }).fill(customer.address.city);
      await view.getByLabel(form.description, { exact: true }).fill('Brand workshop');
      await view.getByLabel(form.quantity, { exact: true }).fill('2');
      await view.getByLabel(form.unitPrice, { exact: true }).fill('1 234,56');
      await expect(view.getByTestId('preview-total')).not.toHaveText(/^\D*0[.,]00/);
      await shoot(view, name('form'));
      if (viewport === 'desktop') await expectNoSeriousViolations(view, testInfo, name('form'));

      await view.goto(`${founder.basePath}/quotes-&-invoices/${issued.id}`);
      await expect(view.getByRole('heading', { level: 1 })).toContainText(issued.invoiceNumber);
      await view.waitForSelector('html[data-hydrated]');
      await shoot(view, name('issued'));
      if (viewport === 'desktop') await expectNoSeriousViolations(view, testInfo, name('issued'));
      await view.context().close();
    }
  });
}
