import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  createInvoicingFounder,
  enableInvoiceToolFlag,
  readDownload,
  type InvoicingCompany,
  type InvoicingFounder,
} from './support/invoicing.js';
import { builtChunkPaths } from './support/built-chunks.js';
import { toast } from './support/journeys.js';
import { fill, WEB_MESSAGES, type WebLocale, type WebMessages } from './support/messages.js';

test.beforeAll(async ({ baseURL }) => {
  await enableInvoiceToolFlag(baseURL!);
});

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Amounts as the preview writes them: grouping spaces of any kind are one space. */
const normaliseSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** The whole of `text`, its spaces matching any kind of space (French amounts use narrow ones). */
const anySpaces = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

interface Case {
  company: InvoicingCompany;
  locale: WebLocale;
  /** The preview's total for 2 × 1 234,56 (with VAT unless the seller is exempt). */
  total: string;
  /** A sentence the preview and the PDF print at their foot. */
  mention: RegExp;
  /** The prefixes of the invoice's and the credit note's series. */
  prefixes: { invoice: string; creditNote: string };
  /** What the issued invoice's PDF prints of the seller, beyond its number and mention. */
  seller: string[];
}

const CASES: Case[] = [
  {
    company: 'sasu',
    locale: 'fr-fr',
    total: '2 962,94 €',
    mention: /pénalités de retard/i,
    prefixes: { invoice: 'F', creditNote: 'AV' },
    seller: ['Lefebvre Conseil Numérique', 'SIREN 552 100 554 RCS Lyon'],
  },
  {
    company: 'micro',
    locale: 'en-gb',
    total: '€2,469.12',
    mention: /TVA non applicable, art\. 293 B du CGI/,
    prefixes: { invoice: 'F', creditNote: 'AV' },
    seller: ['Karim Web', 'SIREN 443 061 841'],
  },
  {
    company: 'uk',
    locale: 'en-gb',
    total: '£2,962.94',
    mention: /Interest on late payment: 12\.5% a year/,
    prefixes: { invoice: 'INV', creditNote: 'CRN' },
    // The registered name, company number, VAT number and registered office (from the register).
    seller: [
      'Smith Studio Ltd, registered in England and Wales, company number 12345678',
      'GB123456789',
      '20 Kingsway',
      'WC2B 6LH',
    ],
  },
];

/** A customer of the company's own country, a business. */
const CUSTOMERS = {
  FR: {
    companyName: 'Maison Vert SARL',
    street1: '8 quai de la Fosse',
    postalCode: '44000',
    city: 'Nantes',
    registrationNumber: '732829320',
  },
  UK: {
    companyName: 'Northwind Trading Ltd',
    street1: '12 Market Street',
    postalCode: 'M1 1AE',
    city: 'Manchester',
    registrationNumber: '09876543',
  },
} as const;

/** Writes an invoice to a business customer in the creation form. */
async function writeInvoice(page: Page, founder: InvoicingFounder) {
  const { form } = WEB_MESSAGES[founder.locale].invoicing;
  const customer = CUSTOMERS[founder.company === 'uk' ? 'UK' : 'FR'];
  await page.getByLabel(form.companyName, { exact: true }).fill(customer.companyName);
  await page.getByLabel(form.street1, { exact: true }).fill(customer.street1);
  await page.getByLabel(form.postalCode, { exact: true }).fill(customer.postalCode);
  await page.getByLabel(form.city, { exact: true }).fill(customer.city);
  await page
    .getByLabel(form.registrationNumber[founder.company === 'uk' ? 'UK' : 'FR'], { exact: true })
    .fill(customer.registrationNumber);
  await page.getByLabel(form.dueDate, { exact: true }).fill('2026-12-31');
  await page.getByLabel(form.delayedInterestRate, { exact: true }).fill('12,5');
  await page.getByLabel(form.description, { exact: true }).fill('Brand workshop');
  await page.getByLabel(form.quantity, { exact: true }).fill('2');
  await page.getByLabel(form.unitPrice, { exact: true }).fill('1 234,56');
}

/** Issues the open draft after the confirmation; answers the number its heading then shows. */
async function issueOpenDraft(page: Page, messages: WebMessages, kind: string, prefix: string) {
  const { invoicing } = messages;
  await page.getByRole('button', { name: invoicing.actions.issue, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: invoicing.confirmIssue.title });
  await expect(confirm).toContainText(invoicing.confirmIssue.description);
  await confirm.getByRole('button', { name: invoicing.confirmIssue.confirm }).click();
  const issuedHeading = page.getByRole('heading', { level: 1 });
  await expect(issuedHeading).toHaveText(new RegExp(`${kind} ${prefix}-\\d{4}-\\d{4}`));
  const number = (await issuedHeading.textContent())!.split(' ').at(-1)!;
  await expect(toast(page, fill(invoicing.toasts.issued, { number }))).toBeVisible();
  return number;
}

for (const { company, locale, total, mention, prefixes, seller } of CASES) {
  test(`${company} in ${locale}: creates, previews, issues, downloads, duplicates, credits and deletes a draft`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const messages = WEB_MESSAGES[locale];
    const { invoicing, shell } = messages;
    const founder = await createInvoicingFounder(page.request, company, locale);

    // The navigation leads to the page, which shows the creation form while there is no document.
    await page.goto(founder.basePath);
    await page
      .getByRole('navigation', { name: shell.nav.label })
      .getByRole('link', { name: shell.nav['quotes-&-invoices'] })
      .click();
    await expect(page).toHaveURL(new RegExp(`${founder.basePath}/quotes-&-invoices$`));
    // The form is a chunk of its own: on a loaded machine it may take a while to arrive.
    await expect(
      page.getByRole('heading', { level: 2, name: invoicing.editor.newTitle }),
    ).toBeVisible({
      timeout: 30_000,
    });

    // The preview follows the form, with the same totals as the server and the legal mentions.
    await writeInvoice(page, founder);
    // The form still holds the lines (a preview at zero would otherwise not say which side lost them).
    await expect(page.getByLabel(invoicing.form.unitPrice, { exact: true })).toHaveValue(
      '1 234,56',
    );
    const preview = page.getByRole('region', { name: invoicing.preview.label });
    await expect(preview.getByTestId('preview-total')).toHaveText(anySpaces(total));
    await expect(preview.getByRole('list', { name: invoicing.preview.mentions })).toContainText(
      mention,
    );

    // Saved: the draft opens in the full-screen view, not numbered yet.
    await page.getByRole('button', { name: invoicing.editor.save }).click();
    await expect(toast(page, invoicing.toasts.created)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/quotes-&-invoices/[0-9a-f-]{36}$`));

    // Issued after a confirmation that says what issuing does: numbered in its series and frozen.
    const number = await issueOpenDraft(page, messages, invoicing.kind.invoice, prefixes.invoice);
    await expect(page.getByLabel(invoicing.form.description, { exact: true })).toBeDisabled();

    // The PDF: a real PDF naming the number, the seller as registered, and the mention.
    const pdf = await readDownload(page, () =>
      page.getByRole('button', { name: invoicing.actions.download }).click(),
    );
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = normaliseSpaces(pdfText(pdf.bytes));
    expect(text).toContain(number);
    for (const printed of seller) expect(text).toContain(printed);
    expect(text).toMatch(mention);

    // Back to the list: the invoice is there, issued, with its number and total.
    await page.getByRole('link', { name: invoicing.editor.back }).click();
    await expect(page).toHaveURL(new RegExp(`${founder.basePath}/quotes-&-invoices$`));
    const list = page.getByRole('list', { name: invoicing.list.caption });
    const name = `${invoicing.kind.invoice} ${number}`;
    const issuedRow = list.getByRole('group', {
      name: fill(invoicing.list.actionsOf, { name }),
    });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText(invoicing.status.issued);

    // Duplicated: a new draft opens; back in the list there are two documents.
    await issuedRow
      .getByRole('button', { name: new RegExp(`^${invoicing.actions.duplicate}`) })
      .click();
    await expect(toast(page, invoicing.toasts.duplicated)).toBeVisible();
    await expect(page.getByRole('button', { name: invoicing.editor.save })).toBeVisible();
    await page.getByRole('link', { name: invoicing.editor.back }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Credited: the issued invoice gets a credit-note draft that names it, issued in its own
    // series; its PDF names the invoice it corrects.
    await issuedRow
      .getByRole('button', { name: new RegExp(`^${invoicing.actions.creditNote}`) })
      .click();
    await expect(toast(page, invoicing.toasts.creditNote)).toBeVisible();
    await expect(page.getByText(fill(invoicing.editor.sourceInvoice, { number }))).toBeVisible();
    const creditNote = await issueOpenDraft(
      page,
      messages,
      invoicing.kind.creditNote,
      prefixes.creditNote,
    );
    const creditPdf = await readDownload(page, () =>
      page.getByRole('button', { name: invoicing.actions.download }).click(),
    );
    const creditText = normaliseSpaces(pdfText(creditPdf.bytes));
    expect(creditText).toContain(creditNote);
    expect(creditText).toContain(number);
    await page.getByRole('link', { name: invoicing.editor.back }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // A draft is deleted after a confirmation; issued documents offer no deletion.
    await expect(
      issuedRow.getByRole('button', { name: new RegExp(`^${invoicing.actions.delete}`) }),
    ).toHaveCount(0);
    await expect(
      list.getByRole('button', { name: new RegExp(`^${invoicing.actions.delete}`) }),
    ).toHaveCount(1);
    await list.getByRole('button', { name: new RegExp(`^${invoicing.actions.delete}`) }).click();
    const deletion = page.getByRole('dialog', { name: invoicing.confirmDelete.title });
    await deletion.getByRole('button', { name: invoicing.confirmDelete.confirm }).click();
    await expect(toast(page, invoicing.toasts.deleted)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
  });
}

/**
 * A page the server rendered comes alive before the code of its form and of its preview have
 * arrived: what is typed meanwhile reaches the preview once they do.
 */
const LATE_CHUNKS = [
  // The form's inputs are enabled with the page; React takes them over with the form's code.
  { chunk: 'document-editor', what: "the form's code" },
  // The server's preview stays on screen until the live one arrives.
  { chunk: 'document-preview', what: 'the live preview' },
];

for (const { chunk, what } of LATE_CHUNKS) {
  test(`lines typed while ${what} is still loading reach the preview`, async ({ page }) => {
    test.setTimeout(120_000);
    const messages = WEB_MESSAGES['en-gb'];
    const founder = await createInvoicingFounder(page.request, 'uk', 'en-gb');
    let release!: () => void;
    const written = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    const paths = builtChunkPaths(chunk);
    expect(paths).not.toHaveLength(0);
    await page.route(
      (url) => paths.includes(url.pathname),
      async (route) => {
        held += 1;
        await written;
        await route.continue();
      },
    );
    await page.goto(`${founder.basePath}/quotes-&-invoices`);
    await writeInvoice(page, founder);
    expect(held).toBeGreaterThan(0);
    release();
    const preview = page.getByRole('region', { name: messages.invoicing.preview.label });
    await expect(preview.getByTestId('preview-total')).toHaveText(anySpaces('£2,962.94'));
  });
}
