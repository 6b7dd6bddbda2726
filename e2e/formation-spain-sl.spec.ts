import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { moveFileTo, openFileOf, signInToBackOffice } from './support/backoffice.js';
import { signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { WEB_MESSAGES } from './support/messages.js';
import { orderStatus, payForNewOrder } from './support/payments.js';
import { LOCALES, shootEachWidth } from './support/shoot.js';
import { signOnSandboxPage } from './support/signing.js';
import {
  answerCompanySteps,
  COMPANY_MOVES,
  COMPANY_STEPS,
  companyDocumentFile,
  createSlFounderWithAnswers,
  formCompanyFromBackOffice,
} from './support/spanish-company.js';
import { acceptSummary, SPANISH_COPY } from './support/spanish-questionnaire.js';

/**
 * An SL founder's journey (issue 19): from the entry link through the payment, the company's
 * own questionnaire (not the autónomo's), the summary, the signature of the company-formation
 * mandate and the formation team's moves to a formed company; then each new step at both widths
 * in three languages, checked with axe.
 */

const HOME = WEB_MESSAGES['es-es'].spanishHome;

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
  const founder = {
    name: 'Lucía Ortega Ruiz',
    email: uniqueEmail('es-sl'),
    password: 'e2e-password-sl',
  };

  await test.step('signs up, pays and finds the company card, not the autónomo’s', async () => {
    await signUpThroughEntryLink(
      page,
      '/create-customer?country=ES&legal_form=sl&company_name=Ortega%20Estudio',
      founder,
    );
    await payForNewOrder(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_PLACED');
    await page.goto('/es/es-es');
    const company = HOME.checklist.cards['company-formation'].title;
    await expect(page.getByRole('article', { name: company, exact: true })).toBeVisible();
    await expect(
      page.getByRole('article', { name: SPANISH_COPY.hub.cards['digital-certificate'] }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Calendario' })).toHaveCount(0);
    await page.getByRole('link', { name: `Continuar: ${company}` }).click();
  });

  await test.step('answers the company steps, refused where the rules say so', async () => {
    await answerCompanySteps(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_WAITING_QUESTIONS');
    await page
      .getByRole('link', { name: `Continuar: ${HOME.checklist.cards['final-summary'].title}` })
      .click();
    await expect(page.getByText('Ortega y Navarro, S.L.')).toBeVisible();
    await acceptSummary(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_QUESTIONNAIRE_RECEIVED');
  });

  const ops = await (await browser.newContext()).newPage();
  await test.step('an operator approves the file and sends the mandate', async () => {
    await signInToBackOffice(ops);
    await openFileOf(ops, founder);
    await moveFileTo(ops, 'Reviewing the questionnaire');
    await moveFileTo(ops, 'Questionnaire approved');
    await moveFileTo(ops, 'Waiting for the e-signature');
  });

  await test.step('the founder signs the company-formation mandate in the sandbox', async () => {
    await page.goto('/es/es-es');
    const signLink = page.getByRole('link', { name: 'Firmar mis documentos' });
    await expect(signLink).toBeVisible({ timeout: 20_000 });
    await signLink.click();
    await signOnSandboxPage(page, 'en-gb', { typed: founder.name });
    await expect
      .poll(() => orderStatus(page.request))
      .toBe('ORDER_STATUS_PROCESSING_NAME_CERTIFICATE');
  });

  await test.step('the operator moves the file on to a formed company', async () => {
    await ops.reload();
    await expect(ops.getByRole('region', { name: 'Documents', exact: true })).toContainText(
      'Mandato de constitución firmado.pdf',
    );
    await formCompanyFromBackOffice(ops);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_COMPLETED');
    await page.goto('/es/es-es');
    await expect(page.getByRole('heading', { name: HOME.companyFormed.title })).toBeVisible();
  });

  await test.step('the founder finds each document of the formation with its authority', async () => {
    await page.goto('/es/es-es/documents');
    const messages = WEB_MESSAGES['es-es'];
    for (const move of COMPANY_MOVES) {
      for (const document of move.documents) {
        const row = page.getByRole('row').filter({ hasText: companyDocumentFile(document) });
        await expect(row.getByRole('cell').nth(2)).toHaveText(messages.authorities[document[1]]);
      }
    }
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
