import { expect, test, type Page } from '@playwright/test';
import { moveFileTo, openFileOf, signInToBackOffice } from './support/backoffice.js';
import { currentOrderId, setOrderStatus } from './support/documents.js';
import { answerEverythingThroughApi } from './support/french-questionnaire.js';
import { signUpThroughEntryLink, toast, uniqueEmail } from './support/journeys.js';
import { fill, OPS_MESSAGES, WEB_MESSAGES } from './support/messages.js';
import { orderStatus, payForNewOrder } from './support/payments.js';

/** The founder's words (English: their browser asks for it) and the operator's. */
const { capitalDeposit } = WEB_MESSAGES['en-gb'].banking;
const { common, file, sandboxBankEvents, depositStatuses } = OPS_MESSAGES['en-gb'];

/** The sandbox bank's page, in the founder's language (English). */
const BANK_PAGE = {
  title: 'Your capital deposit account',
  verify: 'Verify my identity',
  approve: 'The bank approves my identity',
  sendTransfer: 'Send the transfer',
  /** The only shareholder's transfer in, the case goes to the notary at once. */
  done: 'Your part of the deposit is done. You can close this page.',
};

/**
 * Opens the founder's capital deposit page until it says `text`: the bank's webhooks reach the
 * server through the background worker, a few seconds after the step that sends them.
 */
async function expectDepositPageSays(page: Page, text: string) {
  await expect(async () => {
    await page.goto('/fr/en-gb/capital-deposit');
    await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Plays a step of the sandbox's notary or bank from the file page, through its confirmation. */
async function playBankStep(ops: Page, event: string) {
  const section = ops.getByRole('region', { name: file.deposit.title });
  await section
    .getByRole('list', { name: file.deposit.sandbox.label })
    .getByRole('button', { name: event, exact: true })
    .click();
  const dialog = ops.getByRole('dialog', {
    name: fill(file.deposit.sandbox.dialogTitle, { event }),
  });
  await dialog.getByRole('button', { name: common.confirm, exact: true }).click();
  await expect(toast(ops, fill(file.deposit.sandbox.sent, { event }))).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a SASU deposits its capital at the sandbox bank; the operator plays the notary and the bank to COMPLETED', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const founder = {
    name: 'Inès Roux',
    email: uniqueEmail('fr-deposit'),
    password: 'e2e-password-deposit-fr',
  };

  await test.step('a SASU founder reaches AWAITING_CD', async () => {
    await signUpThroughEntryLink(
      page,
      '/create-customer?country=FR&legal_form=sasu&company_name=Roux%20Studio',
      founder,
    );
    await payForNewOrder(page);
    const orderId = await currentOrderId(page.request);
    await answerEverythingThroughApi(page.request, orderId, 'married-sasu-elsewhere');
    await setOrderStatus(page.request, orderId, 'AWAITING_CD');
  });

  await test.step('verifies their identity and sends the transfer at the sandbox bank', async () => {
    await expectDepositPageSays(
      page,
      fill(capitalDeposit.progress.summary, { step: '1', percent: '20' }),
    );
    const verify = page.getByRole('link', { name: capitalDeposit.identityBanner.verifyMine });
    await expect(verify).toBeVisible();
    await verify.click();
    await expect(page.getByRole('heading', { level: 1, name: BANK_PAGE.title })).toBeVisible();
    await page.getByRole('button', { name: BANK_PAGE.verify, exact: true }).click();
    await page.getByRole('button', { name: BANK_PAGE.approve, exact: true }).click();
    await page.getByRole('button', { name: BANK_PAGE.sendTransfer, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(BANK_PAGE.done);

    await expectDepositPageSays(
      page,
      fill(capitalDeposit.progress.summary, { step: '3', percent: '60' }),
    );
    await expect(
      page.getByRole('region', { name: capitalDeposit.identityBanner.title }),
    ).toHaveCount(0);
  });

  const operatorContext = await browser.newContext();
  const ops = await operatorContext.newPage();

  await test.step('the operator has the notary issue the certificate: the file moves on', async () => {
    await signInToBackOffice(ops);
    await openFileOf(ops, founder);
    const section = ops.getByRole('region', { name: file.deposit.title });
    await expect(section.getByText(depositStatuses.AWAITING_NOTARY).first()).toBeVisible();
    await expect(
      section.getByRole('region', { name: file.deposit.shareholders }).getByRole('row'),
    ).toHaveCount(2);
    await playBankStep(ops, sandboxBankEvents.CERTIFICATE_ISSUED);
    await expect(section.getByText(file.deposit.certificateReceived)).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(() => orderStatus(page.request), { timeout: 30_000 })
      .toBe('ORDER_STATUS_PROCESSING_PUBLICATION');
  });

  await test.step('the founder finds the certificate in their documents', async () => {
    await expectDepositPageSays(
      page,
      fill(capitalDeposit.progress.summary, { step: '4', percent: '80' }),
    );
    await page.goto('/fr/en-gb/documents');
    await expect(
      page
        .getByRole('region', { name: 'All documents' })
        .getByText(/^Certificat de dépôt des fonds/),
    ).toBeVisible();
  });

  await test.step('the operator takes the file to AWAITING_FUNDS, then the bank releases the funds', async () => {
    await ops.reload();
    for (const status of [
      'Legal notice published',
      'At the registry',
      'Company formed',
      'Awaiting the funds',
    ]) {
      await moveFileTo(ops, status);
    }
    await playBankStep(ops, sandboxBankEvents.REGISTER_EXTRACT_RECEIVED);
    await playBankStep(ops, sandboxBankEvents.FUNDS_RELEASED);
    await expect
      .poll(() => orderStatus(page.request), { timeout: 30_000 })
      .toBe('ORDER_STATUS_COMPLETED');
    await ops.reload();
    const section = ops.getByRole('region', { name: file.deposit.title });
    await expect(section.getByText(depositStatuses.COMPLETED).first()).toBeVisible();
    await expect(section.getByRole('list', { name: file.deposit.sandbox.label })).toHaveCount(0);
  });

  await test.step('the founder’s deposit page is complete', async () => {
    await expectDepositPageSays(
      page,
      fill(capitalDeposit.progress.summary, { step: '5', percent: '100' }),
    );
    await expect(
      page.getByRole('progressbar', { name: capitalDeposit.progress.label }),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  await operatorContext.close();
});
