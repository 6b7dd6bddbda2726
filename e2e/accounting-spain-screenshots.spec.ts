import { expect, test, type Page } from '@playwright/test';
import { createAutonomo, createStationeryExpense, type Autonomo } from './support/accounting.js';
import { rpc } from './support/documents.js';
import { enableInvoiceToolFlag } from './support/invoicing.js';
import { WEB_MESSAGES } from './support/messages.js';
import { LOCALES, openEachWidth, shootHydrated, type ViewportName } from './support/shoot.js';
import { dateInSpain } from './support/spanish-questionnaire.js';

/**
 * Screenshots of the Área contable for a person to look at (the empty state, each tab, the
 * factura form beside its preview, an issued factura, the gasto form) on a desktop and a phone
 * in each language; each screen is checked with axe (no serious or critical violation).
 */

test.beforeAll(async ({ baseURL }) => {
  await enableInvoiceToolFlag(baseURL!);
});

/** A draft presupuesto, an issued factura with 15 % IRPF and a gasto, through the server's calls. */
async function seedAccounting(page: Page, founder: Autonomo) {
  const content = (kind: string, customer: string) => ({
    kind,
    invoiceDate: dateInSpain(),
    customer: {
      companyName: customer,
      nif: 'B12345674',
      address: { street1: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', countryCode: 'ES' },
      isBusiness: true,
    },
    taxRate: 0.21,
    irpfRate: 0.15,
    language: 'es-es',
    lineItems: [
      { description: 'Diseño de la revista', quantity: 2, unitPrice: '50000', discountRate: 0 },
      { description: 'Libro', quantity: 1, unitPrice: '1800', discountRate: 0, taxRate: 0.04 },
    ],
  });
  await rpc(page.request, 'CommercialDocumentService/CreateCommercialDocument', {
    accountId: founder.accountId,
    content: content('COMMERCIAL_DOCUMENT_KIND_QUOTE', 'Editorial Sur SL'),
  });
  const { document } = await rpc<{ document: { id: string } }>(
    page.request,
    'CommercialDocumentService/CreateCommercialDocument',
    {
      accountId: founder.accountId,
      content: content('COMMERCIAL_DOCUMENT_KIND_INVOICE', 'Estudio Norte SL'),
    },
  );
  const issued = await rpc<{ document: { id: string; invoiceNumber: string } }>(
    page.request,
    'CommercialDocumentService/IssueCommercialDocument',
    { id: document.id },
  );
  await createStationeryExpense(page.request, founder.accountId);
  return issued.document;
}

for (const locale of LOCALES) {
  test(`the Área contable in ${locale}, on a desktop and a phone`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { accounting, invoicing } = WEB_MESSAGES[locale];
    const founder = await createAutonomo(page.request, locale);
    const shots = await openEachWidth(browser, page, testInfo, 'Europe/Madrid');
    const take = (view: Page, viewport: ViewportName, screen: string) =>
      shootHydrated(view, viewport, `accounting-${screen}-${locale}`, testInfo);

    for (const [viewport, view] of shots) {
      await view.goto(`${founder.basePath}/accounting`);
      await expect(view.getByText(accounting.facturas.emptyTitle)).toBeVisible();
      await take(view, viewport, 'empty');
    }
    const issued = await seedAccounting(page, founder);
    for (const [viewport, view] of shots) {
      for (const tab of ['facturas', 'presupuestos', 'gastos'] as const) {
        await view.goto(`${founder.basePath}/accounting?tab=${tab}`);
        await expect(
          view.getByRole('heading', { level: 2, name: accounting[tab].title }),
        ).toBeVisible();
        await take(view, viewport, tab);
      }

      await view.goto(`${founder.basePath}/accounting/new`);
      const { form } = invoicing;
      await view.getByLabel(form.companyName, { exact: true }).fill('Estudio Norte SL');
      await view.getByLabel(form.nif, { exact: true }).fill('B12345674');
      await view.getByLabel(form.street1, { exact: true }).fill('Calle Mayor 1');
      await view.getByLabel(form.postalCode, { exact: true }).fill('28013');
      await view.getByLabel(form.city, { exact: true }).fill('Madrid');
      await view.getByLabel(form.description, { exact: true }).fill('Diseño de la revista');
      await view.getByLabel(form.quantity, { exact: true }).fill('2');
      await view.getByLabel(form.unitPrice, { exact: true }).fill('500');
      await expect(view.getByTestId('preview-amount-to-pay')).toBeVisible();
      await take(view, viewport, 'factura-form');

      await view.goto(`${founder.basePath}/accounting/${issued.id}`);
      await expect(view.getByRole('heading', { level: 1 })).toContainText(issued.invoiceNumber);
      await take(view, viewport, 'factura-issued');

      await view.goto(`${founder.basePath}/accounting/expenses/new`);
      await expect(
        view.getByRole('heading', { level: 1, name: accounting.gastos.newTitle }),
      ).toBeVisible();
      await take(view, viewport, 'gasto-form');
      await view.context().close();
    }
  });
}
