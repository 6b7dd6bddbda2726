import { expect, test, type Page } from '@playwright/test';
import {
  currentOrderId,
  pngFile,
  seedFrenchDocuments,
  seedSpanishDocuments,
  windowsProgram,
} from './support/documents.js';
import { greeting, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { byLocale } from './support/messages.js';
import { openFrenchHomePastQuestionnaire, payForNewOrder } from './support/payments.js';
import {
  LOCALES,
  shoot,
  VIEWPORTS,
  type Locale,
  openAs,
  type ViewportName,
} from './support/shoot.js';

/**
 * Screenshots of both documents screens for a person to look at: the French one with documents and
 * the Spanish table with 27, on a desktop and on a phone, in each language; plus the upload list,
 * the filter sheet, the selection bar and the dark theme.
 */

const TITLES = {
  fr: byLocale((messages) => messages.documents.title),
  es: byLocale((messages) => messages.spanishDocuments.title),
};

async function openDocuments(page: Page, country: 'fr' | 'es', locale: Locale, shown: string) {
  await page.goto(`/${country}/${locale}/documents`);
  await expect(
    page.getByRole('heading', { level: 1, name: TITLES[country][locale], exact: true }),
  ).toBeVisible();
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
}

test('the French documents screen on a desktop and a phone, in each language', async ({
  browser,
  page,
}, testInfo) => {
  // Sign-up, payment, uploads and a dozen shots, as long as the Spanish table's below.
  test.setTimeout(180_000);
  const user = {
    name: 'Inès Faure',
    email: uniqueEmail('fr-shots'),
    password: 'e2e-password-shots',
  };
  await signUpThroughEntryLink(
    page,
    '/create-customer?country=FR&legal_form=sasu&company_name=Faure%20Conseil',
    user,
  );
  // A new founder pays first and is led to the questionnaire; the home greets once the file is
  // past it.
  await payForNewOrder(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);
  await openFrenchHomePastQuestionnaire(page);
  await expect(greeting(page, 'Bonjour Inès')).toBeVisible();
  await seedFrenchDocuments(page.request, await currentOrderId(page.request));

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const shotPage = await openAs(browser, page, viewport, testInfo);
    for (const locale of LOCALES) {
      await openDocuments(shotPage, 'fr', locale, 'passeport.pdf');
      await shoot(shotPage, `fr-${locale}-documents-${viewport}`);
    }

    // The upload list with a stored file and a refused one, and a block expanded.
    await shotPage.goto('/fr/en-gb/documents');
    await shotPage.getByLabel('Kind of document').selectOption({ label: 'Proof of address' });
    await shotPage.getByLabel('Choose a file').setInputFiles([
      {
        name: `rent-receipt-${viewport}.png`,
        mimeType: 'image/png',
        buffer: pngFile(32, 32, [90, 40, 120]),
      },
      { name: 'setup.pdf', mimeType: 'application/pdf', buffer: windowsProgram() },
    ]);
    const sent = shotPage.getByRole('list', { name: 'Files sent' });
    await expect(sent.getByText('Stored')).toBeVisible();
    await expect(sent.getByRole('alert')).toHaveText('Invalid file or document type.');
    await shotPage
      .getByRole('button', { name: /^Show all \d+ documents: Proof of address$/ })
      .click();
    await expect(shotPage.getByRole('button', { name: 'Show less' })).toBeVisible();
    await shoot(shotPage, `fr-en-gb-documents-upload-${viewport}`);
    await shotPage.context().close();
  }

  const dark = await openAs(browser, page, 'desktop', testInfo);
  await dark.addInitScript("localStorage.setItem('ui-theme', 'dark')");
  await openDocuments(dark, 'fr', 'fr-fr', 'passeport.pdf');
  await expect(dark.locator('html')).toHaveClass(/\bdark\b/);
  await shoot(dark, 'fr-fr-fr-documents-desktop-dark');
  await dark.context().close();
});

test('the Spanish documents table on a desktop and a phone, in each language', async ({
  browser,
  page,
}, testInfo) => {
  // Half a minute on a quiet machine, a minute and a half on a busy one: sign-up, payment,
  // 27 documents and 14 shots.
  test.setTimeout(180_000);
  const user = {
    name: 'Pablo Serrano Gil',
    email: uniqueEmail('es-shots'),
    password: 'e2e-password-shots',
  };
  await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', user);
  // A new founder pays first: the home shows once the order is placed.
  await payForNewOrder(page);
  await expect(greeting(page, 'Hola, Pablo')).toBeVisible();
  await seedSpanishDocuments(page.request, await currentOrderId(page.request));

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const shotPage = await openAs(browser, page, viewport, testInfo);
    for (const locale of LOCALES) {
      await openDocuments(shotPage, 'es', locale, 'Certificado bancario.png');
      await shoot(shotPage, `es-${locale}-documents-${viewport}`);
    }

    // Two documents selected, then (on a phone) the filter sheet open.
    await shotPage.getByRole('checkbox', { name: 'Seleccionar Certificado bancario.png' }).check();
    await shotPage.getByRole('checkbox', { name: 'Seleccionar Factura de la luz.pdf' }).check();
    await expect(shotPage.getByText('2 seleccionado(s)')).toBeVisible();
    await shoot(shotPage, `es-es-es-documents-selected-${viewport}`);
    if (viewport === 'phone') {
      await shotPage.getByRole('button', { name: 'Filtros' }).click();
      await shotPage.getByRole('dialog', { name: 'Filtros' }).getByText('AEAT').click();
      await shoot(shotPage, 'es-es-es-documents-filters-phone');
    }
    await shotPage.context().close();
  }

  const dark = await openAs(browser, page, 'desktop', testInfo);
  await dark.addInitScript("localStorage.setItem('ui-theme', 'dark')");
  await openDocuments(dark, 'es', 'es-es', 'Certificado bancario.png');
  await expect(dark.locator('html')).toHaveClass(/\bdark\b/);
  await shoot(dark, 'es-es-es-documents-desktop-dark');
  await dark.context().close();
});
