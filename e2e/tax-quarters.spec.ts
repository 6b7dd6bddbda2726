import { expect, test } from '@playwright/test';
import { enableInvoiceToolFlag, readDownload } from './support/invoicing.js';
import { WEB_MESSAGES, type WebLocale } from './support/messages.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { LOCALES, shoot, VIEWPORTS, openAs, type ViewportName } from './support/shoot.js';
import { createFacturaFounder, seedQuarter } from './support/tax-quarters.js';

/**
 * The quarter's figures of modelos 303 and 130 (issue 18 point 6): an autónomo issues a factura
 * and records a gasto, opens the figures from the tax calendar, reads the boxes, is told the
 * returns are prepared and not filed, and downloads the CSV; then the screen in each language on
 * a desktop and a phone, checked with axe (no serious or critical violation).
 */

/** The amounts of the seeded quarter as each language writes them. */
const AMOUNTS: Record<WebLocale, { tax: string; vat: string; instalment: string }> = {
  'en-gb': { tax: '€210.00', vat: '€189.00', instalment: '€30.00' },
  'fr-fr': { tax: '210,00 €', vat: '189,00 €', instalment: '30,00 €' },
  'es-es': { tax: '210,00 €', vat: '189,00 €', instalment: '30,00 €' },
};

/** Spaces as Intl writes them (narrow and non-breaking) read as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

test.beforeAll(async ({ baseURL }) => {
  await enableInvoiceToolFlag(baseURL!);
});

for (const locale of ['es-es', 'en-gb'] as const) {
  test(`an autónomo sees the quarter's figures beside the calendar and downloads them (${locale})`, async ({
    page,
  }) => {
    const { taxQuarters: text } = WEB_MESSAGES[locale];
    const founder = await createFacturaFounder(page.request, locale);
    await seedQuarter(page.request, founder);

    await page.goto(`/es/${locale}/calendar`);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('link', { name: text.quartersLink }).click();
    await expect(page).toHaveURL(new RegExp(`/es/${locale}/accounting/quarters$`));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(text.notFiled);

    const vat = page.getByRole('table', { name: text.modelo303.title });
    const taxRow = vat.getByRole('row').filter({ hasText: /^09/ });
    await expect(taxRow).toHaveCount(1);
    expect(plain(await taxRow.textContent())).toContain(AMOUNTS[locale].tax);
    const result = vat.getByRole('row').filter({ hasText: /^46/ });
    expect(plain(await result.textContent())).toContain(AMOUNTS[locale].vat);
    const instalment = page.getByRole('table', { name: text.modelo130.title });
    const previous = instalment.getByRole('row').filter({ hasText: /^07/ });
    expect(plain(await previous.textContent())).toContain(AMOUNTS[locale].instalment);

    const { fileName, bytes } = await readDownload(page, () =>
      page.getByRole('button', { name: text.download }).click(),
    );
    expect(fileName).toMatch(/^modelos-303-130-\d{4}-/);
    const csv = bytes.toString('utf8');
    expect(csv).toContain(locale === 'es-es' ? '303;09;' : '303,09,');
    expect(csv).toContain(locale === 'es-es' ? ';189,00' : ',189.00');
  });
}

for (const locale of LOCALES) {
  test(`quarterly figures in ${locale}, on a desktop and a phone`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { taxQuarters: text } = WEB_MESSAGES[locale];
    const founder = await createFacturaFounder(page.request, locale);
    await seedQuarter(page.request, founder);
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const view = await openAs(browser, page, viewport, testInfo);
      const name = `tax-quarters-${locale}-${viewport}`;
      await view.goto(`/es/${locale}/accounting/quarters`);
      await view.waitForSelector('html[data-hydrated]');
      await expect(view.getByRole('table', { name: text.modelo303.title })).toBeVisible();
      await expect(view.getByRole('button', { name: text.download })).toBeVisible();
      await expect(view.getByText(text.invoiceCount, { exact: true })).toBeVisible();
      await shoot(view, name);
      if (viewport === 'desktop') await expectNoSeriousViolations(view, testInfo, name);
      // The two screens that lead to the figures: the tax calendar and the accounting area.
      for (const screen of ['calendar', 'accounting']) {
        await view.goto(`/es/${locale}/${screen}`);
        await view.waitForSelector('html[data-hydrated]');
        await expect(view.getByRole('link', { name: text.quartersLink })).toBeVisible();
        await shoot(view, `tax-quarters-${screen}-${locale}-${viewport}`);
      }
      await view.context().close();
    }
  });
}
