import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formCompanyThroughBrowser } from './support/company-journey.js';
import { uniqueEmail } from './support/journeys.js';
import { WEB_MESSAGES } from './support/messages.js';
import { LOCALES, shootEachWidth } from './support/shoot.js';
import {
  COMPANY_STEPS,
  createSlFounderWithAnswers,
  SL_IN_PAGES,
} from './support/spanish-company.js';

/**
 * An SL founder's journey (issue 19, support/company-journey.ts) to a formed company; a saved
 * step read before the page comes alive; then each new step at both widths in three languages,
 * checked with axe.
 */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
}

test('an SL founder goes from sign-up to a formed company through the company questionnaire', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await formCompanyThroughBrowser(page, browser, {
    legalForm: 'sl',
    company: SL_IN_PAGES,
    founder: {
      name: 'Lucía Ortega Ruiz',
      email: uniqueEmail('es-sl'),
      password: 'e2e-password-sl',
    },
  });
});

test('a saved step shows its answers on a full page load, before the page comes alive', async ({
  page,
}) => {
  await createSlFounderWithAnswers(page.request, 'es-es', 'sl-reload');
  // Every script of the app is held back: what the inputs show is the server's HTML alone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      held += 1;
      await released;
      await route.continue();
    },
  );
  const copy = WEB_MESSAGES['es-es'].spanishCompany;
  try {
    await page.goto('/es/es-es/funnel/company-formation/share-capital', {
      waitUntil: 'commit',
    });
    await expect(page.getByLabel(copy.capital.amount, { exact: true })).toHaveValue('3000');
    await expect(page.getByLabel(copy.capital.nominal, { exact: true })).toHaveValue('1');

    await page.goto('/es/es-es/funnel/company-formation/directors', {
      waitUntil: 'commit',
    });
    await expect(
      page.getByRole('radio', { name: new RegExp(copy.directors.forms.sole_director.label) }),
    ).toBeChecked();
    const director = page.getByRole('group', { name: 'Administrador 1', exact: true });
    await expect(director.getByLabel(copy.party.name, { exact: true })).toHaveValue(
      'Lucía Ortega Ruiz',
    );
    await expect(director.getByRole('radio', { name: copy.party.person })).toBeChecked();

    await page.goto('/es/es-es/funnel/company-formation/registered-office', {
      waitUntil: 'commit',
    });
    await expect(page.getByLabel(copy.office.province, { exact: true })).toHaveValue('28');
    expect(held).toBeGreaterThan(0);
  } finally {
    release();
  }
});

for (const locale of LOCALES) {
  test(`the SL questionnaire's steps in ${locale}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await context.newPage();
    await createSlFounderWithAnswers(page.request, locale, `sl-steps-${locale}`);
    const messages = WEB_MESSAGES[locale].spanishCompany;
    const titles = [
      messages.names.title,
      messages.office.title,
      messages.purpose.title,
      messages.capital.title,
      messages.shareholders.title,
      messages.directors.title,
      messages.statutes.title,
    ];
    for (const [index, step] of COMPANY_STEPS.entries()) {
      await page.goto(`/es/${locale}/funnel/company-formation/${step}`);
      await expect(page.getByRole('heading', { level: 1, name: titles[index] })).toBeVisible();
      // The answers saved, once the page is live: the radios checked, the directors filled in.
      if (step === 'directors') {
        await expect(page.getByRole('radio', { name: /^(A|Un|Una) / }).first()).toBeChecked();
        await expect(page.getByRole('textbox').first()).toHaveValue('Lucía Ortega Ruiz');
      }
      if (step === 'statutes') await expect(page.getByRole('radio').first()).toBeChecked();
      await shootEachWidth(page, `company-es-${locale}-${step}`);
      await expectNoSeriousViolations(page);
    }
    await page.goto(`/es/${locale}`);
    await expect(
      page.getByRole('article', {
        name: WEB_MESSAGES[locale].spanishHome.checklist.cards['company-formation'].title,
      }),
    ).toBeVisible();
    await shootEachWidth(page, `company-es-${locale}-hub`);
    await page.goto(`/es/${locale}/funnel/final-summary/summary`);
    await expect(page.getByText('Ortega y Navarro, S.L.')).toBeVisible();
    await shootEachWidth(page, `company-es-${locale}-summary`);
    await expectNoSeriousViolations(page);
    await context.close();
  });
}
