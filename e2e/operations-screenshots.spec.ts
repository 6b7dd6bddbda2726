import { expect, test } from '@playwright/test';
import { openFileOf, signInToBackOffice } from './support/backoffice.js';
import { DEMO_USERS } from './support/journeys.js';
import { OPS_MESSAGES } from './support/messages.js';
import { LOCALES, shootEachWidth, VIEWPORTS } from './support/shoot.js';
import { createFounderWaitingToSign, readSigningLink, SIGNING_COPY } from './support/signing.js';

/**
 * Screenshots of the back-office (sign-in, files, the files waiting on the bank, a file, the
 * capital deposit of the demo SASU's file, its status dialog, feature flags, e-mails) and of the sandbox signing page (to sign, drawn, signed), in each language, at 1280
 * and 390, for a person to look at.
 */

test.use(VIEWPORTS.desktop);

for (const locale of LOCALES) {
  test(`the signing page and the back-office, in ${locale}`, async ({ page, browser }) => {
    // A founder to signature, the signing page and every back-office screen at two widths:
    // past two minutes on a busy machine.
    test.setTimeout(300_000);
    const founder = await createFounderWaitingToSign(page, locale);
    const copy = SIGNING_COPY[locale];

    await page.goto(await readSigningLink(page.request, founder.email));
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await shootEachWidth(page, `signing-page-${locale}`);
    await page.getByRole('radio', { name: copy.draw }).check();
    await page.getByRole('checkbox', { name: copy.consent }).check();
    await page.getByRole('button', { name: copy.sign, exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shootEachWidth(page, `signing-page-error-${locale}`);
    await page.getByRole('radio', { name: copy.type }).check();
    await page.getByLabel(copy.typedName).fill(founder.name);
    await page.getByRole('checkbox', { name: copy.consent }).check();
    await page.getByRole('button', { name: copy.sign, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(copy.done);
    await shootEachWidth(page, `signing-page-done-${locale}`);

    const context = await browser.newContext({ ...VIEWPORTS.desktop, locale: 'en-GB' });
    // The operator's language, as the language menu keeps it.
    await context.addInitScript({ content: `localStorage.setItem('ops-locale', '${locale}')` });
    const ops = await context.newPage();
    await ops.goto('/ops/sign-in');
    await expect(
      ops.getByRole('heading', { level: 1, name: OPS_MESSAGES[locale].auth.title }),
    ).toBeVisible();
    await shootEachWidth(ops, `ops-sign-in-${locale}`);
    // Signed in once in English (the helper reads the English form), the session shared.
    const english = await browser.newContext({ ...VIEWPORTS.desktop, locale: 'en-GB' });
    const signIn = await english.newPage();
    await signInToBackOffice(signIn);
    await context.addCookies(await english.cookies());
    await english.close();

    await ops.goto('/ops/');
    await expect(ops.getByRole('link', { name: founder.name }).first()).toBeVisible();
    await shootEachWidth(ops, `ops-files-${locale}`);

    await ops
      .getByRole('rowheader', { name: new RegExp(founder.email) })
      .getByRole('link')
      .click();
    await expect(ops.getByRole('heading', { level: 1 })).toContainText(founder.name);
    await expect(
      ops
        .getByRole('list')
        .filter({ has: ops.getByRole('button') })
        .first(),
    ).toBeVisible();
    await shootEachWidth(ops, `ops-file-${locale}`);

    const messages = OPS_MESSAGES[locale];
    await ops.goto('/ops/?waitingOn=BANK');
    await expect(ops.getByRole('link', { name: DEMO_USERS.sasu.name })).toBeVisible();
    await shootEachWidth(ops, `ops-files-waiting-on-bank-${locale}`);

    await ops.getByRole('link', { name: DEMO_USERS.sasu.name }).click();
    const deposit = ops.getByRole('region', { name: messages.file.deposit.title, exact: true });
    await expect(deposit.getByText(messages.file.deposit.status, { exact: true })).toBeVisible();
    await expect(
      deposit.getByRole('region', { name: messages.file.deposit.shareholders }),
    ).toBeVisible();
    await deposit.scrollIntoViewIfNeeded();
    await shootEachWidth(ops, `ops-file-deposit-${locale}`);

    await ops.goto('/ops/feature-flags');
    await expect(ops.getByRole('switch').first()).toBeVisible();
    await shootEachWidth(ops, `ops-feature-flags-${locale}`);

    await ops.goto('/ops/emails');
    await expect(ops.getByRole('table')).toBeVisible();
    await shootEachWidth(ops, `ops-emails-${locale}`);
    await context.close();
  });
}

test('the status dialog of a file, in English', async ({ page }) => {
  // A founder to signature first: a minute on a busy machine, past the one-minute default.
  test.setTimeout(180_000);
  const founder = await createFounderWaitingToSign(page, 'en-gb');
  await page.goto(await readSigningLink(page.request, founder.email));
  await page.getByLabel(SIGNING_COPY['en-gb'].typedName).fill(founder.name);
  await page.getByRole('checkbox', { name: SIGNING_COPY['en-gb'].consent }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(SIGNING_COPY['en-gb'].done);

  await page.context().clearCookies();
  await signInToBackOffice(page);
  await openFileOf(page, founder);
  await page
    .getByRole('list', { name: 'Move the file to' })
    .getByRole('button', { name: 'Cancelled', exact: true })
    .click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Give the reason for this decision')).toBeVisible();
  await shootEachWidth(page, 'ops-status-dialog-en-gb');
});
