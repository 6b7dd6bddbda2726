import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  moveFileTo,
  nextStatuses,
  openFileOf,
  signInToBackOffice,
  uploadOfficialDocument,
} from './support/backoffice.js';
import { currentOrderId, pdfFile } from './support/documents.js';
import {
  answerEverythingThroughApi,
  confirmSummary,
  continueTo,
} from './support/french-questionnaire.js';
import { greeting, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { orderStatus, payForNewOrder } from './support/payments.js';
import { readSigningLink, runPdfsig, signOnSandboxPage } from './support/signing.js';

/** The founder's home: 'Where your file stands', in French. */
function timeline(page: Page) {
  return page.getByRole('region', { name: 'Où en est votre dossier' });
}

/** Opens the founder's home and checks what it says the team is doing, and the current step. */
async function expectHomeSays(page: Page, now: string, currentStep: string) {
  await page.goto('/fr/fr-fr');
  await expect(greeting(page, 'Bonjour Margaux')).toBeVisible();
  await expect(timeline(page).getByText(now, { exact: true })).toBeVisible();
  await expect(
    timeline(page).getByRole('listitem').filter({ hasText: '(étape en cours)' }),
  ).toContainText(currentStep);
}

test('a French SASU goes from sign-up to COMPLETED: the founder signs, an operator moves the file', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const founder = {
    name: 'Margaux Lefebvre',
    email: uniqueEmail('fr-ops'),
    password: 'e2e-password-ops-fr',
  };

  await test.step('signs up, pays and answers the questionnaire', async () => {
    await signUpThroughEntryLink(
      page,
      '/create-customer?country=FR&legal_form=sasu&company_name=Lefebvre%20Conseil',
      founder,
    );
    await payForNewOrder(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_PLACED');
    await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);

    await answerEverythingThroughApi(
      page.request,
      await currentOrderId(page.request),
      'married-sasu-elsewhere',
    );
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_WAITING_QUESTIONS');
    await page.goto('/fr/fr-fr');
    await expect(page).toHaveURL(/\/funnel\/final-summary\/summary$/);
    await confirmSummary(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_WAITING_ESIGNATURE');
  });

  await test.step('signs the articles in the sandbox signing page', async () => {
    await continueTo(page, 'e-signature/waiting-signature');
    const signLink = page.getByRole('link', { name: 'Signer mes documents' });
    await expect(signLink).toBeVisible({ timeout: 20_000 });
    // The same link went out by e-mail.
    expect(await readSigningLink(page.request, founder.email)).toBe(
      await signLink.getAttribute('href'),
    );
    await signLink.click();
    // The founder signed up on an English browser: the signing page is in English.
    await signOnSandboxPage(page, 'en-gb', { drawn: true });
    await expect.poll(() => orderStatus(page.request)).toBe('ORDER_STATUS_QUESTIONNAIRE_RECEIVED');

    await page.goto('/fr/fr-fr');
    await expect(page).toHaveURL(/\/funnel\/e-signature\/waiting-approval$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nous vérifions votre dossier' }),
    ).toBeVisible();
  });

  const operatorContext = await browser.newContext();
  const ops = await operatorContext.newPage();

  await test.step('an operator reviews and approves the file', async () => {
    await signInToBackOffice(ops);
    await openFileOf(ops, founder);
    await expect(ops.getByRole('region', { name: 'Documents', exact: true })).toContainText(
      'Signed articles',
    );
    await moveFileTo(ops, 'Reviewing the questionnaire');
    await moveFileTo(ops, 'Questionnaire approved');
    await moveFileTo(ops, 'Awaiting the capital deposit');
  });

  await test.step('the founder is asked to deposit the capital', async () => {
    await expectHomeSays(
      page,
      'Déposez votre capital social : son certificat est nécessaire pour immatriculer votre société.',
      'Dépôt du capital social',
    );
    await expect(
      timeline(page).getByRole('region', { name: 'Votre action est requise' }),
    ).toBeVisible();
  });

  const steps = [
    {
      status: 'Publishing the legal notice',
      now: 'L’avis de création est en cours de publication dans un journal d’annonces légales.',
      step: 'Annonce légale',
    },
    {
      status: 'Legal notice published',
      now: 'L’annonce est publiée : notre équipe dépose votre demande d’immatriculation.',
      step: 'Annonce légale',
    },
    {
      status: 'At the registry',
      now: 'Le greffe immatricule votre société.',
      step: 'Immatriculation au registre',
    },
    {
      status: 'Company formed',
      now: 'Votre société est immatriculée : nous demandons à la banque de débloquer votre capital.',
      step: 'Déblocage du capital social',
    },
    {
      status: 'Awaiting the funds',
      now: 'La banque verse votre capital social sur le compte de votre société.',
      step: 'Déblocage du capital social',
    },
  ];
  for (const { status, now, step } of steps) {
    await test.step(`the operator moves the file to “${status}”, the founder's home follows`, async () => {
      await moveFileTo(ops, status);
      await expectHomeSays(page, now, step);
    });
  }

  await test.step('the operator uploads the register extract and completes the file', async () => {
    await uploadOfficialDocument(ops, 'Register extract (Kbis)', {
      name: 'Extrait Kbis.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile('Extrait Kbis Lefebvre Conseil'),
    });
    await moveFileTo(ops, 'Completed');
    await expect(nextStatuses(ops)).toHaveCount(0);
    await expect(ops.getByText('No status can be chosen from here.')).toBeVisible();

    await page.goto('/fr/fr-fr');
    await expect(
      timeline(page).getByText('Tout est terminé : vous n’avez plus rien à faire.'),
    ).toBeVisible();
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_COMPLETED');
  });

  await test.step('the founder downloads the signed articles, and pdfsig verifies them', async () => {
    await page.goto('/fr/en-gb/documents');
    const all = page.getByRole('region', { name: 'All documents' });
    await expect(all.getByText('Extrait Kbis.pdf')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await all.getByRole('button', { name: /^Download Statuts/ }).click();
    const download = await downloading;
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    const report = await runPdfsig(file);
    expect(report.match(/Signature #\d/g)).toEqual(['Signature #1']);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  await operatorContext.close();
});
