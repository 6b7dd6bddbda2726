import { expect, test } from '@playwright/test';
import {
  completeDeposit,
  createCompletedMicroFounder,
  createSasuFounderAwaitingDeposit,
  enableBusinessAccountFlag,
  verifyIdentityAtBank,
  WORKER_TIMEOUT_MS,
} from './support/banking.js';
import { toast } from './support/journeys.js';
import { fill, WEB_MESSAGES } from './support/messages.js';
import { expectSandboxCheckout, payWithCard, TEST_CARDS } from './support/payments.js';

const { banking, shell } = WEB_MESSAGES['en-gb'];
const account = banking.businessAccount;

/** The sandbox bank's web banking, where the navigation's my-account and the portal link lead. */
const WEB_BANKING_URL = /\/api\/company-account\/sandbox\/banking\/[0-9a-f-]{36}$/;

test.beforeAll(async ({ baseURL }) => {
  await enableBusinessAccountFlag(baseURL!);
});

test('a micro-entrepreneur subscribes to the business account and opens it at the bank', async ({
  page,
}) => {
  await createCompletedMicroFounder(page.request, 'en-gb');

  // The navigation leads to /my-account, which offers the account at 8 € a month excluding VAT.
  await page.goto('/fr/en-gb');
  await page
    .getByRole('navigation', { name: shell.nav.label })
    .getByRole('link', { name: shell.nav['my-account'] })
    .click();
  await expect(page).toHaveURL(/\/fr\/en-gb\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: account.created.title })).toBeVisible();
  await expect(page.getByText(fill(account.created.price, { price: '€8.00' }))).toBeVisible();

  // The subscription is paid on the payment sandbox's checkout, in subscription mode.
  await page.getByRole('button', { name: account.created.subscribe }).click();
  await expectSandboxCheckout(page, 'en-gb');
  await expect(page.getByRole('button', { name: /^Subscribe for / })).toBeVisible();
  await payWithCard(page, 'en-gb', TEST_CARDS.succeeds, 'Karim Haddad');

  // Back from the checkout: the payment is confirmed and the page waits for the bank's link.
  await expect(toast(page, 'Payment successful')).toBeVisible({ timeout: WORKER_TIMEOUT_MS });
  await expect(page).toHaveURL(/\/fr\/en-gb\/my-account$/);
  const onboarding = page.getByRole('link', { name: account.registrationPending.continue });
  await expect(onboarding).toBeVisible({ timeout: WORKER_TIMEOUT_MS });
  await expect(
    page.getByRole('heading', { name: account.registrationPending.title }),
  ).toBeVisible();

  // The founder finishes the bank's onboarding on the sandbox bank's page and comes back.
  await onboarding.click();
  await expect(page).toHaveURL(/\/api\/company-account\/sandbox\/onboarding\//);
  await expect(page.getByText('Haddad Conseil')).toBeVisible();
  await page.getByRole('button', { name: 'Complete the onboarding' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your onboarding is complete: your business account is being opened.',
  );
  await page.getByRole('link', { name: 'Back to Foundly' }).click();
  await expect(page).toHaveURL(/\/fr\/en-gb\/my-account$/);

  // Once the bank's webhook is in, the page leads to the bank's portal.
  const completed = page.getByRole('heading', { name: account.completed.title });
  await expect(async () => {
    await page.reload();
    await expect(completed).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: WORKER_TIMEOUT_MS });
  const portal = page.getByRole('link', {
    name: `${account.completed.portal} ${account.completed.external}`,
  });
  await expect(portal).toHaveAttribute('href', WEB_BANKING_URL);
  const bank = await page.request.get((await portal.getAttribute('href'))!);
  expect(bank.status()).toBe(200);
  expect(await bank.text()).toContain('Your business account is open.');
});

test('a completed SASU’s my-account leads to its account at the bank', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const founder = await createSasuFounderAwaitingDeposit(page.request, 'en-gb');
  await verifyIdentityAtBank(page.request, founder);
  const deposit = await completeDeposit(page.request, founder, baseURL!);
  const membershipId = deposit.companyOnboarding!.account!.legalRepresentativeMembership!.id!;

  await page.goto('/fr/en-gb');
  const myAccount = page
    .getByRole('navigation', { name: shell.nav.label })
    .getByRole('link', { name: `${shell.nav['my-account']} ${shell.nav.external}` });
  await expect(myAccount).toHaveAttribute('href', new RegExp(`/${membershipId}$`));
  await expect(myAccount).toHaveAttribute('href', WEB_BANKING_URL);
  await expect(myAccount).toHaveAttribute('target', '_blank');

  const [bank] = await Promise.all([page.context().waitForEvent('page'), myAccount.click()]);
  await bank.waitForLoadState();
  await expect(
    bank.getByRole('heading', { level: 1, name: 'Your business account' }),
  ).toBeVisible();
  await expect(bank.getByRole('status')).toHaveText('Your business account is open.');
  await expect(bank.getByText('Lefebvre Conseil')).toBeVisible();
});
