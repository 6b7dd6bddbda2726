import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/journeys.js';
import { WEB_MESSAGES } from './support/messages.js';
import {
  expectSandboxCheckout,
  orderStatus,
  payWithCard,
  SANDBOX_COPY,
  signUpFrenchFounder,
  TEST_CARDS,
} from './support/payments.js';

/** The French payment step: the package, its price with the deductible VAT, the disclaimer. */
async function expectFrenchPaymentStep(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Réglez la création de votre société' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Création de société' })).toBeVisible();
  const summary = page.getByRole('complementary');
  await expect(summary.getByRole('heading', { name: 'Votre commande' })).toBeVisible();
  await expect(summary.getByRole('term')).toHaveText(['Prix HT', 'TVA (20 %)', 'Total TTC']);
  await expect(summary.getByRole('definition')).toHaveText(['299,00 €', '59,80 €', '358,80 €']);
  await expect(summary.getByText('TVA déductible : 59,80 €')).toBeVisible();
  await expect(page.getByText('Un justificatif de domicile de moins de 3 mois')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payer 358,80 €' })).toBeVisible();
}

/** The same step in English, where the tests pay: the toasts below are the English ones. */
async function openEnglishPaymentStep(page: Page) {
  await page.goto('/fr/en-gb/funnel/pre-payment/payment');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pay for your company formation' }),
  ).toBeVisible();
  const summary = page.getByRole('complementary');
  await expect(summary.getByRole('definition')).toHaveText(['€299.00', '€59.80', '€358.80']);
  await expect(summary.getByText('Deductible VAT: €59.80')).toBeVisible();
}

/** The first questionnaire step, where the home leads a placed order (spec 01 §2). */
async function expectFirstQuestionnaireStep(page: Page, locale: 'fr-fr' | 'en-gb') {
  await expect(page).toHaveURL(new RegExp(`/fr/${locale}/funnel/personal-information/name$`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: WEB_MESSAGES[locale].personalInformation.name.title,
    }),
  ).toBeVisible();
}

test('a new French SASU founder pays with the success card and the order becomes PLACED', async ({
  page,
}) => {
  await signUpFrenchFounder(page, 'Léa');
  await expectFrenchPaymentStep(page);
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_DRAFT');

  await openEnglishPaymentStep(page);
  await page.getByRole('link', { name: 'Pay €358.80' }).click();
  await expectSandboxCheckout(page, 'en-gb');
  await expect(page.getByText('€358.80', { exact: true })).toBeVisible();
  await payWithCard(page, 'en-gb', TEST_CARDS.succeeds, 'Léa Moreau');

  // The return page waits for the webhook to place the order, says so, and goes home, which leads
  // a placed order on to the first questionnaire step.
  await expect(toast(page, 'Payment successful')).toBeVisible({ timeout: 20_000 });
  await expectFirstQuestionnaireStep(page, 'en-gb');
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_PLACED');

  // A paid order never sees the payment step again.
  await page.goto('/fr/en-gb/funnel/pre-payment/payment');
  await expectFirstQuestionnaireStep(page, 'en-gb');
});

test('a declined card stays on the checkout; cancelling shows the failure screen, order DRAFT', async ({
  page,
}) => {
  await signUpFrenchFounder(page, 'Noé');
  await openEnglishPaymentStep(page);
  await page.getByRole('link', { name: 'Pay €358.80' }).click();
  await expectSandboxCheckout(page, 'en-gb');

  await payWithCard(page, 'en-gb', TEST_CARDS.declined, 'Noé Moreau');
  await expect(page.getByRole('alert')).toHaveText(SANDBOX_COPY['en-gb'].declined);
  await expectSandboxCheckout(page, 'en-gb');
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_DRAFT');

  await page.getByRole('link', { name: SANDBOX_COPY['en-gb'].cancel }).click();
  await expect(page).toHaveURL(/\/fr\/en-gb\/funnel\/pre-payment\/failure/);
  await expect(toast(page, 'Payment failed or cancelled')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment not completed' }),
  ).toBeVisible();
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_DRAFT');

  // The payment can be tried again from the failure screen.
  await page.getByRole('link', { name: 'Try the payment again' }).click();
  await expect(page).toHaveURL(/\/fr\/en-gb\/funnel\/pre-payment\/payment$/);
  await expect(page.getByRole('link', { name: 'Pay €358.80' })).toBeVisible();
});

test('in French, the card that needs a second step pays once authenticated', async ({ page }) => {
  await signUpFrenchFounder(page, 'Inès');
  await expectFrenchPaymentStep(page);
  await page.getByRole('link', { name: 'Payer 358,80 €' }).click();
  await expectSandboxCheckout(page, 'fr-fr');

  await payWithCard(page, 'fr-fr', TEST_CARDS.requiresAuthentication, 'Inès Moreau');
  await expect(page).toHaveURL(/\/authenticate$/);
  await expect(page.getByRole('heading', { name: SANDBOX_COPY['fr-fr'].authTitle })).toBeVisible();
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_DRAFT');
  await page.getByRole('button', { name: SANDBOX_COPY['fr-fr'].complete }).click();

  await expect(toast(page, 'Paiement réussi')).toBeVisible({ timeout: 20_000 });
  await expectFirstQuestionnaireStep(page, 'fr-fr');
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_PLACED');
});
