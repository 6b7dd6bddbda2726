import { expect, test, type Page } from '@playwright/test';
import { byLocale } from './support/messages.js';
import { SANDBOX_COPY, signUpFrenchFounder, signUpSpanishFounder } from './support/payments.js';
import { LOCALES, shootEachWidth, VIEWPORTS, type Locale } from './support/shoot.js';

/**
 * Screenshots of the payment screens for a person to look at, in each language, at 1280 and 390:
 * the French payment step, the Spanish fiscal territory and payment steps, the sandbox checkout
 * page (with a declined card), the success page waiting for the order, and the failure screen.
 */

test.use(VIEWPORTS.desktop);

/** The headings waited for before each shot, in each language. */
const HEADINGS = {
  frenchPayment: byLocale((messages) => messages.checkout.french.title),
  region: byLocale((messages) => messages.checkout.spanish.regionQuestion),
  spanishPayment: byLocale((messages) => messages.checkout.spanish.title),
  success: byLocale((messages) => messages.checkout.success.title),
  failure: byLocale((messages) => messages.checkout.failure.title),
};

function h1(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** Opens the stripe step, which creates a checkout in the page's language, and shoots it. */
async function shootSandbox(page: Page, basePath: string, locale: Locale, name: string) {
  await page.goto(`${basePath}/funnel/pre-payment/stripe`);
  await expect(page.getByRole('heading', { name: SANDBOX_COPY[locale].payTo })).toBeVisible({
    timeout: 20_000,
  });
  await shootEachWidth(page, `${name}-sandbox-checkout-${locale}`);
  const copy = SANDBOX_COPY[locale];
  await page.getByLabel(copy.cardNumber).fill('4000 0000 0000 0002');
  await page.getByLabel(copy.expiry).fill('12 / 34');
  await page.getByLabel(copy.cvc).fill('123');
  await page.getByLabel(copy.name).fill('Test Founder');
  await page.getByRole('button', { name: copy.pay }).click();
  await expect(page.getByRole('alert')).toHaveText(copy.declined);
  await shootEachWidth(page, `${name}-sandbox-declined-${locale}`);
}

/** The success page before the order is placed (it keeps waiting), and the failure screen. */
async function shootReturnPages(
  page: Page,
  successPath: string,
  failurePath: string,
  name: string,
  locale: Locale,
) {
  await page.goto(
    `${successPath}?session_id=cs_test_screenshot&temp_auth=screenshot&redirectAfter=home`,
  );
  await expect(h1(page, HEADINGS.success[locale])).toBeVisible();
  await shootEachWidth(page, `${name}-success-waiting-${locale}`);
  await page.goto(failurePath);
  await expect(h1(page, HEADINGS.failure[locale])).toBeVisible();
  await shootEachWidth(page, `${name}-failure-${locale}`);
}

test('the French payment screens in each language', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpFrenchFounder(page, 'Zoé');
  for (const locale of LOCALES) {
    const basePath = `/fr/${locale}`;
    await page.goto(`${basePath}/funnel/pre-payment/payment`);
    await expect(h1(page, HEADINGS.frenchPayment[locale])).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link')).toBeVisible();
    await shootEachWidth(page, `fr-payment-${locale}`);
    await shootSandbox(page, basePath, locale, 'fr');
    await shootReturnPages(
      page,
      `${basePath}/funnel/pre-payment/success`,
      `${basePath}/funnel/pre-payment/failure`,
      'fr',
      locale,
    );
  }
});

test('the Spanish payment screens in each language', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpSpanishFounder(page, 'Nuria');
  for (const locale of LOCALES) {
    await page.goto(`/es/${locale}/funnel/pre-payment/fiscal-territory`);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('group', { name: HEADINGS.region[locale] })).toBeVisible();
    await shootEachWidth(page, `es-fiscal-territory-${locale}`);
  }
  await page.goto('/es/es-es/funnel/pre-payment/fiscal-territory');
  await page.getByRole('radio', { name: 'Régimen común / Resto de España' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(h1(page, 'Completa tu pago')).toBeVisible();

  for (const locale of LOCALES) {
    const basePath = `/es/${locale}`;
    await page.goto(`${basePath}/funnel/pre-payment/payment`);
    await expect(h1(page, HEADINGS.spanishPayment[locale])).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link')).toBeVisible();
    await shootEachWidth(page, `es-payment-${locale}`);
    await shootSandbox(page, basePath, locale, 'es');
    await shootReturnPages(
      page,
      `${basePath}/payment/success`,
      `${basePath}/payment/failure`,
      'es',
      locale,
    );
  }
});
