import { expect, test, type Browser, type Page } from '@playwright/test';
import { moveFileTo, openFileOf, signInToBackOffice } from './backoffice.js';
import { signUpThroughEntryLink, type NewUser } from './journeys.js';
import { WEB_MESSAGES } from './messages.js';
import { orderStatus, payForNewOrder } from './payments.js';
import { signOnSandboxPage } from './signing.js';
import {
  answerCompanySteps,
  COMPANY_MOVES,
  companyDocumentFile,
  formCompanyFromBackOffice,
  type CompanyInPages,
} from './spanish-company.js';
import { acceptSummary, SPANISH_COPY } from './spanish-questionnaire.js';

const HOME = WEB_MESSAGES['es-es'].spanishHome;

export interface CompanyJourney {
  legalForm: 'sl' | 'sa';
  company: CompanyInPages;
  founder: NewUser;
}

/**
 * An SL's or SA's founder (issue 19), in Spanish: from the entry link through the payment, the
 * company's own questionnaire (not the autónomo's) with the refusals of its rules, the summary,
 * the signature of the company-formation mandate and the formation team's moves, each after the
 * documents of its step, to a formed company whose documents the founder finds with their
 * authorities. The autónomo's tax calendar is never theirs, by its link or its address.
 */
export async function formCompanyThroughBrowser(
  page: Page,
  browser: Browser,
  { legalForm, company, founder }: CompanyJourney,
) {
  const card = HOME.checklist.cards['company-formation'].title;

  await test.step('signs up, pays and finds the company card, not the autónomo’s', async () => {
    await signUpThroughEntryLink(
      page,
      `/create-customer?country=ES&legal_form=${legalForm}&company_name=Ortega%20Estudio`,
      founder,
    );
    await payForNewOrder(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_PLACED');
    await page.goto('/es/es-es');
    await expect(page.getByRole('article', { name: card, exact: true })).toBeVisible();
    await expect(
      page.getByRole('article', { name: SPANISH_COPY.hub.cards['digital-certificate'] }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Calendario' })).toHaveCount(0);
  });

  await test.step('asking for the autónomo’s tax calendar by its address leads to the hub', async () => {
    await page.goto('/es/es-es/calendar');
    await expect(page).toHaveURL(/\/es\/es-es$/);
    await expect(page.getByRole('article', { name: card, exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Continuar: ${card}` }).click();
  });

  await test.step('answers the company steps, refused where the rules say so', async () => {
    await answerCompanySteps(page, company);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_WAITING_QUESTIONS');
    await page
      .getByRole('link', { name: `Continuar: ${HOME.checklist.cards['final-summary'].title}` })
      .click();
    await expect(page.getByText(company.names.at(-1)!)).toBeVisible();
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

  await test.step('the operator uploads each step’s documents and moves the file on', async () => {
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
  await ops.context().close();
}
