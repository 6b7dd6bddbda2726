import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  completeDeposit,
  createCompletedMicroFounder,
  createSasuFounderAwaitingDeposit,
  enableBusinessAccountFlag,
  verifyIdentityAtBank,
  WORKER_TIMEOUT_MS,
} from './support/banking.js';
import { byLocale } from './support/messages.js';
import { expectSandboxCheckout, payWithCard, TEST_CARDS } from './support/payments.js';
import { LOCALES, shoot, VIEWPORTS, openAs, type ViewportName } from './support/shoot.js';

/**
 * Screenshots of the banking pages for a person to look at, in each language on a desktop and on
 * a phone: the capital deposit at its first step (the identity banner), its second (the deposit
 * account to transfer to) and its last; /my-account with the offer, the registration to finish at
 * the bank, and the account open.
 */

const DEPOSIT = {
  title: byLocale((messages) => messages.banking.capitalDeposit.title),
  identityBanner: byLocale((messages) => messages.banking.capitalDeposit.identityBanner.title),
  account: byLocale((messages) => messages.banking.capitalDeposit.account.title),
  certificate: byLocale((messages) => messages.banking.capitalDeposit.certificate.title),
};

const ACCOUNT = {
  title: byLocale((messages) => messages.banking.businessAccount.title),
  created: byLocale((messages) => messages.banking.businessAccount.created.title),
  pending: byLocale((messages) => messages.banking.businessAccount.registrationPending.title),
  completed: byLocale((messages) => messages.banking.businessAccount.completed.title),
};

/** Shoots a page of the French area in each language and at each width, once `shown` is there. */
async function shootEverywhere(
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  input: {
    path: string;
    name: string;
    title: Record<string, string>;
    shown: Record<string, string>;
  },
) {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const shotPage = await openAs(browser, page, viewport, testInfo);
    for (const locale of LOCALES) {
      await shotPage.goto(`/fr/${locale}/${input.path}`);
      await expect(
        shotPage.getByRole('heading', { level: 1, name: input.title[locale] }),
      ).toBeVisible();
      await expect(shotPage.getByRole('heading', { name: input.shown[locale] })).toBeVisible();
      await shoot(shotPage, `fr-${locale}-${input.name}-${viewport}`);
    }
    await shotPage.context().close();
  }
}

test('the capital deposit page at steps 1, 2 and 5', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const founder = await createSasuFounderAwaitingDeposit(page.request, 'fr-fr');
  const shots = { path: 'capital-deposit', title: DEPOSIT.title };

  await shootEverywhere(browser, page, testInfo, {
    ...shots,
    name: 'capital-deposit-identity',
    shown: DEPOSIT.identityBanner,
  });

  await verifyIdentityAtBank(page.request, founder);
  await shootEverywhere(browser, page, testInfo, {
    ...shots,
    name: 'capital-deposit-transfer',
    shown: DEPOSIT.account,
  });

  await completeDeposit(page.request, founder, baseURL!);
  await shootEverywhere(browser, page, testInfo, {
    ...shots,
    name: 'capital-deposit-complete',
    shown: DEPOSIT.certificate,
  });
});

test('/my-account: the offer, the registration at the bank, the account open', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await enableBusinessAccountFlag(baseURL!);
  await createCompletedMicroFounder(page.request, 'fr-fr');
  const shots = { path: 'my-account', title: ACCOUNT.title };

  await shootEverywhere(browser, page, testInfo, {
    ...shots,
    name: 'my-account-created',
    shown: ACCOUNT.created,
  });

  await page.goto('/fr/fr-fr/my-account');
  await page.getByRole('button', { name: 'Souscrire' }).click();
  await expectSandboxCheckout(page, 'fr-fr');
  await payWithCard(page, 'fr-fr', TEST_CARDS.succeeds, 'Karim Haddad');
  const onboarding = page.getByRole('link', { name: 'Poursuivre mon inscription' });
  await expect(onboarding).toBeVisible({ timeout: WORKER_TIMEOUT_MS });
  await shootEverywhere(browser, page, testInfo, {
    ...shots,
    name: 'my-account-pending',
    shown: ACCOUNT.pending,
  });

  const response = await page.request.post(`${await onboarding.getAttribute('href')}/complete`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: ACCOUNT.completed['fr-fr'] })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: WORKER_TIMEOUT_MS });
  await shootEverywhere(browser, page, testInfo, {
    ...shots,
    name: 'my-account-completed',
    shown: ACCOUNT.completed,
  });
});
