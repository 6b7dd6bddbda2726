import { expect, test, type Page } from '@playwright/test';
import {
  createAutonomo,
  createTicketPhoto,
  readPdfQrCode,
  TICKET,
  type Autonomo,
} from './support/accounting.js';
import { enableInvoiceToolFlag, readDownload } from './support/invoicing.js';
import { toast } from './support/journeys.js';
import { fill, WEB_MESSAGES, type WebLocale, type WebMessages } from './support/messages.js';
import { dateInSpain } from './support/spanish-questionnaire.js';

test.beforeAll(async ({ baseURL }) => {
  await enableInvoiceToolFlag(baseURL!);
});

/** A tab of the Área contable with its count: "Facturas 1". */
function tab(page: Page, name: string, count: number) {
  return page.getByRole('tab', { name: new RegExp(`^${name}\\s*${count}$`) });
}

/** Euros as the page writes them in `locale`; a space matches any kind of space. */
function euros(locale: WebLocale, amount: number): RegExp {
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
  return new RegExp(
    `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '\\s')}$`,
  );
}

/** Writes a customer, a business with its NIF and address, and one line of 2 × 500 €. */
async function writeCustomerAndLine(page: Page, messages: WebMessages, description: string) {
  const { form } = messages.invoicing;
  await page.getByLabel(form.companyName, { exact: true }).fill('Estudio Norte SL');
  await page.getByLabel(form.nif, { exact: true }).fill('B12345674');
  await page.getByLabel(form.street1, { exact: true }).fill('Calle Mayor 1');
  await page.getByLabel(form.postalCode, { exact: true }).fill('28013');
  await page.getByLabel(form.city, { exact: true }).fill('Madrid');
  await page.getByLabel(form.description, { exact: true }).fill(description);
  await page.getByLabel(form.quantity, { exact: true }).fill('2');
  await page.getByLabel(form.unitPrice, { exact: true }).fill('500');
}

/** Saves the open form, then issues it after the confirmation; answers its number. */
async function saveAndIssue(page: Page, messages: WebMessages, kind: string, series: string) {
  const { invoicing } = messages;
  await page.getByRole('button', { name: invoicing.editor.save }).click();
  await expect(toast(page, invoicing.toasts.created)).toBeVisible();
  await expect(page).toHaveURL(/\/accounting\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: invoicing.actions.issue, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: invoicing.confirmIssue.title });
  await confirm.getByRole('button', { name: invoicing.confirmIssue.confirm }).click();
  const number = `${series}-${dateInSpain().slice(0, 4)}-0001`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${kind} ${number}`);
  return number;
}

async function openAccounting(page: Page, founder: Autonomo, messages: WebMessages) {
  await page.goto(`${founder.basePath}/accounting`);
  await expect(
    page.getByRole('heading', { level: 1, name: messages.pages.accounting.title }),
  ).toBeVisible();
}

for (const locale of ['es-es', 'en-gb'] as const) {
  test(`an autónomo in ${locale} issues a factura with IRPF, turns a presupuesto into a factura and records a gasto from a ticket photo`, async ({
    page,
  }) => {
    // Three documents issued, a PDF rendered and a photo read by the OCR on a shared machine.
    test.setTimeout(240_000);
    const messages = WEB_MESSAGES[locale];
    const { invoicing, accounting } = messages;
    const founder = await createAutonomo(page.request, locale);

    await test.step('the Área contable opens on empty tabs with their counts', async () => {
      await openAccounting(page, founder, messages);
      await expect(tab(page, accounting.tabs.facturas, 0)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, accounting.tabs.gastos, 0)).toBeVisible();
      await expect(tab(page, accounting.tabs.presupuestos, 0)).toBeVisible();
      await expect(page.getByText(accounting.facturas.emptyTitle)).toBeVisible();
    });

    const facturaNumber = await test.step('a factura with 15 % IRPF is issued', async () => {
      await page.getByRole('link', { name: accounting.facturas.new }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: invoicing.editor.newTitle }),
      ).toBeVisible({ timeout: 30_000 });
      await writeCustomerAndLine(page, messages, 'Diseño de la revista');
      await expect(page.getByLabel(invoicing.form.irpf.label)).toHaveValue('15');
      // 1 000 € + 21 % IVA − 15 % IRPF on the base.
      const preview = page.getByRole('region', { name: invoicing.preview.label });
      await expect(preview.getByTestId('preview-total')).toHaveText(euros(locale, 1210));
      await expect(preview.getByTestId('preview-amount-to-pay')).toHaveText(euros(locale, 1060));
      return saveAndIssue(page, messages, invoicing.kind.invoice, 'F');
    });

    await test.step('its PDF carries the Veri*Factu QR code of the AEAT', async () => {
      const pdf = await readDownload(page, () =>
        page.getByRole('button', { name: invoicing.actions.download }).click(),
      );
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const qr = readPdfQrCode(pdf.bytes);
      expect(qr, 'a QR code on the first page').toBeDefined();
      const url = new URL(qr!);
      expect(url.pathname).toMatch(/ValidarQR/);
      expect(url.searchParams.get('nif')).toBe(founder.nif);
      expect(url.searchParams.get('numserie')).toBe(facturaNumber);
      expect(url.searchParams.get('importe')).toBe('1210.00');
    });

    await test.step('the issued factura is listed, frozen, and marked paid', async () => {
      await page.getByRole('link', { name: accounting.back }).click();
      await expect(tab(page, accounting.tabs.facturas, 1)).toBeVisible();
      const name = `${invoicing.kind.invoice} ${facturaNumber}`;
      const row = page.getByRole('group', { name: fill(invoicing.list.actionsOf, { name }) });
      await expect(
        row.getByRole('button', { name: new RegExp(`^${invoicing.actions.delete}`) }),
      ).toHaveCount(0);
      const paid = page.getByRole('switch', { name: `${invoicing.list.paid} — ${name}` });
      await paid.click();
      await expect(paid).toBeChecked();
      await page.reload();
      await expect(
        page.getByRole('switch', { name: `${invoicing.list.paid} — ${name}` }),
      ).toBeChecked();
    });

    await test.step('a presupuesto is issued, then turned into a factura', async () => {
      await tab(page, accounting.tabs.presupuestos, 0).click();
      await page.getByRole('link', { name: accounting.presupuestos.new }).click();
      await expect(page.getByRole('radio', { name: invoicing.kind.quote })).toBeChecked({
        timeout: 30_000,
      });
      await writeCustomerAndLine(page, messages, 'Maquetación del catálogo');
      const quoteNumber = await saveAndIssue(page, messages, invoicing.kind.quote, 'P');
      await page.getByRole('link', { name: accounting.back }).click();
      await tab(page, accounting.tabs.presupuestos, 1).click();
      const row = page.getByRole('group', {
        name: fill(invoicing.list.actionsOf, { name: `${invoicing.kind.quote} ${quoteNumber}` }),
      });
      await row.getByRole('button', { name: new RegExp(`^${invoicing.actions.convert}`) }).click();
      await expect(toast(page, invoicing.toasts.converted)).toBeVisible();
      await expect(
        page.getByText(fill(invoicing.editor.sourceQuote, { number: quoteNumber })),
      ).toBeVisible();
      await page.getByRole('link', { name: accounting.back }).click();
      await expect(tab(page, accounting.tabs.facturas, 2)).toBeVisible();
    });

    await test.step('a gasto is read from a ticket photo, reviewed and saved', async () => {
      await tab(page, accounting.tabs.gastos, 0).click();
      await page.getByRole('link', { name: accounting.gastos.new }).click();
      const { fields } = accounting.gastos;
      await page
        .getByLabel(accounting.gastos.ticket.choose)
        .setInputFiles(await createTicketPhoto());
      await expect(page.getByText(accounting.gastos.ticket.read)).toBeVisible({ timeout: 60_000 });
      await expect(page.getByLabel(fields.supplierNif)).toHaveValue(TICKET.supplierNif);
      await expect(page.getByLabel(fields.date)).toHaveValue(TICKET.date);
      await expect(page.getByLabel(fields.base)).toHaveValue(TICKET.base);
      await expect(page.getByLabel(fields.ivaRate)).toHaveValue(TICKET.ivaPercent);
      await expect(page.getByLabel(fields.iva)).toHaveValue(TICKET.iva);
      await expect(page.getByLabel(fields.total)).toHaveValue(TICKET.total);
      await page.getByLabel(fields.deductible).fill('50');
      await page.getByRole('button', { name: accounting.gastos.save }).click();
      await expect(toast(page, accounting.gastos.toasts.created)).toBeVisible();
      await expect(tab(page, accounting.tabs.gastos, 1)).toHaveAttribute('aria-selected', 'true');
      const row = page.getByRole('listitem').filter({ hasText: TICKET.supplierName });
      await expect(row).toContainText(accounting.origin.imported);
      await expect(row).toContainText(
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(42),
      );
      const paid = row.getByRole('switch');
      await expect(paid).not.toBeChecked();
      await paid.click();
      await expect(paid).toBeChecked();
      await page.reload();
      await expect(
        page.getByRole('listitem').filter({ hasText: TICKET.supplierName }).getByRole('switch'),
      ).toBeChecked();
    });
  });
}
