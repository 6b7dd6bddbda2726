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
import { greeting, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { OPS_MESSAGES } from './support/messages.js';
import { orderStatus, payForNewOrder } from './support/payments.js';
import { readSigningLink, runPdfsig, signOnSandboxPage } from './support/signing.js';
import {
  acceptSummary,
  answerBusinessThroughApi,
  answerPersonalThroughApi,
  openFromHub,
  provideCertificateThroughApi,
  SPANISH_COPY,
  uploadDniThroughApi,
} from './support/spanish-questionnaire.js';

/** What the back-office calls the official documents and their authorities, in English. */
const { documentTypes, authorities } = OPS_MESSAGES['en-gb'];

/** The hub's 'Where your file stands', in Spanish. */
function timeline(page: Page) {
  return page.getByRole('region', { name: 'En qué punto está tu trámite' });
}

/** Opens the hub and checks its heading and what it says the team is doing now. */
async function expectHubSays(page: Page, heading: string, now?: string) {
  await page.goto('/es/es-es');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (now) await expect(timeline(page).getByText(now, { exact: true })).toBeVisible();
}

test('a Spanish autónomo goes from sign-up to registered: an operator approves, the founder signs the mandate', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const founder = {
    name: 'Lucía Navarro Ruiz',
    email: uniqueEmail('es-ops'),
    password: 'e2e-password-ops-es',
  };

  await test.step('signs up, pays, answers and sends the questionnaire', async () => {
    await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', founder);
    await payForNewOrder(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_PLACED');
    await page.goto('/es/es-es');
    await expect(greeting(page, 'Hola, Lucía')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: SPANISH_COPY.hub.title }),
    ).toBeVisible();

    const orderId = await currentOrderId(page.request);
    await provideCertificateThroughApi(page.request, orderId);
    await uploadDniThroughApi(page.request, orderId);
    await answerPersonalThroughApi(page.request, orderId);
    await answerBusinessThroughApi(page.request, orderId);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_WAITING_QUESTIONS');

    await page.goto('/es/es-es');
    await openFromHub(page, 'final-summary', 'final-summary/summary');
    await acceptSummary(page);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_QUESTIONNAIRE_RECEIVED');
    await expectHubSays(
      page,
      SPANISH_COPY.hub.thanks,
      'Nuestro equipo ha recibido tu expediente y lo revisará en breve.',
    );
  });

  const operatorContext = await browser.newContext();
  const ops = await operatorContext.newPage();

  await test.step('an operator reviews the file, approves it and sends the mandate', async () => {
    await signInToBackOffice(ops);
    await openFileOf(ops, founder);
    await moveFileTo(ops, 'Reviewing the questionnaire');
    await expectHubSays(
      page,
      SPANISH_COPY.hub.thanks,
      'Nuestro equipo está revisando tus respuestas y documentos.',
    );
    await moveFileTo(ops, 'Questionnaire approved');
    await expectHubSays(
      page,
      SPANISH_COPY.hub.thanks,
      'Tu expediente está aprobado: nuestro equipo prepara el siguiente paso.',
    );
    await moveFileTo(ops, 'Waiting for the e-signature');
    // Only the signing partner moves the file on from here; the team may still end it.
    await expect(nextStatuses(ops)).toHaveText(['Cancelled', 'Declined']);
  });

  await test.step('the founder signs the mandate in the sandbox signing page', async () => {
    await expectHubSays(page, SPANISH_COPY.hub.sign);
    const signLink = page.getByRole('link', { name: 'Firmar mis documentos' });
    await expect(signLink).toBeVisible({ timeout: 20_000 });
    expect(await readSigningLink(page.request, founder.email)).toBe(
      await signLink.getAttribute('href'),
    );
    await signLink.click();
    // The founder signed up on an English browser: English is their language, for the e-mails and
    // the signing page alike.
    await signOnSandboxPage(page, 'en-gb', { typed: founder.name });
    await expect.poll(() => orderStatus(page.request)).toBe('ORDER_STATUS_PROCESSING_AEAT');
    await expectHubSays(
      page,
      SPANISH_COPY.hub.thanks,
      'Estamos tramitando tu alta en la Agencia Tributaria (AEAT).',
    );
  });

  await test.step('the operator files the registrations and uploads their proofs', async () => {
    await ops.reload();
    await expect(ops.getByRole('region', { name: 'Documents', exact: true })).toContainText(
      'Signed representation mandate',
    );
    await uploadOfficialDocument(ops, `${documentTypes.resguardo} — ${authorities.aeat}`, {
      name: 'Resguardo modelo 036.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile('Resguardo de presentacion del modelo 036'),
    });
    await moveFileTo(ops, 'At social security (TGSS)');
    await expectHubSays(
      page,
      SPANISH_COPY.hub.thanks,
      'Estamos tramitando tu alta en la Seguridad Social (TGSS).',
    );
    await uploadOfficialDocument(
      ops,
      `${documentTypes.resolucion_de_alta} — ${authorities.seguridad_social}`,
      {
        name: 'Resolucion alta TGSS.pdf',
        mimeType: 'application/pdf',
        buffer: pdfFile('Resolucion de alta TGSS'),
      },
    );
    await moveFileTo(ops, 'Company formed');
    await expectHubSays(page, SPANISH_COPY.hub.congratulations);
    expect(await orderStatus(page.request)).toBe('ORDER_STATUS_COMPANY_FORMED');
  });

  await test.step('the founder finds the signed mandate, and pdfsig verifies it', async () => {
    await page.goto('/es/en-gb/documents');
    const table = page.getByRole('table', { name: 'Company documents' });
    const search = page.getByRole('searchbox', { name: 'Search a document' });
    await search.fill('Resolucion');
    await expect(
      table.getByRole('row').filter({ hasText: 'Resolucion alta TGSS.pdf' }),
    ).toContainText('Social Security');
    await search.fill('Mandato');
    const downloading = page.waitForEvent('download');
    await table.getByRole('button', { name: 'Download Mandato firmado.pdf' }).click();
    const file = await (await downloading).path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    const report = await runPdfsig(file);
    expect(report.match(/Signature #\d/g)).toEqual(['Signature #1']);
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  await operatorContext.close();
});
