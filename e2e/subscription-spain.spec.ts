import { expect, test, type Page } from '@playwright/test';
import { completeAutonomo, createStationeryExpense } from './support/accounting.js';
import { rpc } from './support/documents.js';
import { enableInvoiceToolFlag } from './support/invoicing.js';
import { signUpThroughApi, uniqueEmail } from './support/journeys.js';
import { WEB_MESSAGES } from './support/messages.js';
import { orderStatus, payWithCard, TEST_CARDS } from './support/payments.js';
import {
  LOCALES,
  openEachWidth,
  shootHydrated,
  type Locale,
  type ViewportName,
} from './support/shoot.js';
import { dateInSpain } from './support/spanish-questionnaire.js';

/**
 * The autónomo_pro subscription (issue 18 point 7), in each language: a founder pays the monthly
 * plan in the sandbox checkout; the sandbox's subscription page makes the next renewal fail and
 * renews, and the founder's area shows the failed-renewal banner; then the plan is cancelled and
 * the Área contable stays readable while creating is refused. Screenshots of the banner and of
 * the read-only area on a desktop and a phone, each checked with axe.
 */

/** The sandbox's own labels (sandbox-pages.ts, sandbox-subscription-pages.ts). */
const SANDBOX_CONTROLS: Record<Locale, Record<'link' | 'renew' | 'failNext' | 'cancel', string>> = {
  'en-gb': {
    link: 'Subscription controls (renew, fail, cancel)',
    renew: 'Renew now',
    failNext: 'Fail next renewal',
    cancel: 'Cancel the subscription',
  },
  'fr-fr': {
    link: 'Commandes de l’abonnement (renouveler, échouer, résilier)',
    renew: 'Renouveler maintenant',
    failNext: 'Faire échouer le prochain renouvellement',
    cancel: 'Résilier l’abonnement',
  },
  'es-es': {
    link: 'Controles de la suscripción (renovar, fallar, cancelar)',
    renew: 'Renovar ahora',
    failNext: 'Hacer fallar la próxima renovación',
    cancel: 'Cancelar la suscripción',
  },
};

test.beforeAll(async ({ baseURL }) => {
  await enableInvoiceToolFlag(baseURL!);
});

/**
 * A Spanish autónomo who paid autónomo_pro in the sandbox checkout, registration then done
 * (completed) as the formation team would; back on the paid checkout's page, which links to
 * the sandbox's controls of the subscription.
 */
async function subscribe(page: Page, locale: Locale) {
  const request = page.request;
  await signUpThroughApi(request, {
    name: 'Lucía García López',
    email: uniqueEmail(`subscription-${locale}`),
    password: 'e2e-password-subscription',
    locale,
  });
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_ES',
    companyLegalForm: 'LEGAL_FORM_AUTONOMO',
  });
  await rpc(request, 'OrderService/UpdateOrder', {
    id: order.id,
    businessInformation: { fiscalTerritory: 'FISCAL_TERRITORY_REST_OF_SPAIN' },
  });
  const { url } = await rpc<{ url: string }>(request, 'BillingService/PayOrder', {
    orderId: order.id,
    country: 'COUNTRY_CODE_ES',
    locale,
  });
  await page.goto(url);
  await payWithCard(page, locale, TEST_CARDS.succeeds, 'Lucía García López');
  await expect.poll(() => orderStatus(request), { timeout: 20_000 }).toBe('ORDER_STATUS_PLACED');
  const accountId = await completeAutonomo(request, order.id, '12345678Z');
  await createStationeryExpense(request, accountId);
  await page.goto(url);
  await page.getByRole('link', { name: SANDBOX_CONTROLS[locale].link }).click();
  await expect(page.getByRole('button', { name: SANDBOX_CONTROLS[locale].renew })).toBeVisible();
  return { accountId, controls: page.url() };
}

for (const locale of LOCALES) {
  test(`a failed renewal, then a cancelled plan, in ${locale}`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { subscription, accounting } = WEB_MESSAGES[locale];
    const controls = SANDBOX_CONTROLS[locale];
    const { accountId } = await subscribe(page, locale);

    await page.getByRole('button', { name: controls.failNext }).click();
    await page.getByRole('button', { name: controls.renew }).click();

    const views = await openEachWidth(browser, page, testInfo, 'Europe/Madrid');
    const take = (view: Page, viewport: ViewportName, screen: string) =>
      shootHydrated(view, viewport, `subscription-${screen}-${locale}`, testInfo);

    for (const [viewport, view] of views) {
      await view.goto(`/es/${locale}/accounting`);
      const banner = view.getByRole('region', { name: subscription.banner.title });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: subscription.banner.action })).toHaveAttribute(
        'href',
        /\/api\/payments\/sandbox\/invoices\/in_test_/,
      );
      await take(view, viewport, 'banner');
    }

    await page.getByRole('button', { name: controls.cancel }).click();
    await expect(page.getByRole('button', { name: controls.renew })).toHaveCount(0);

    for (const [viewport, view] of views) {
      await view.goto(`/es/${locale}/accounting?tab=gastos`);
      await expect(view.getByText(subscription.readOnly.title)).toBeVisible();
      await expect(view.getByRole('region', { name: subscription.banner.title })).toHaveCount(0);
      await expect(view.getByText('Papelería Central SL')).toBeVisible();
      await expect(view.getByRole('link', { name: accounting.gastos.new })).toHaveCount(0);
      await take(view, viewport, 'read-only');
      await view.context().close();
    }

    const refused = await page.request.post('/rpc/formation.v1.ExpenseService/CreateExpense', {
      headers: { 'content-type': 'application/json', 'connect-protocol-version': '1' },
      data: {
        accountId,
        fields: {
          supplierNif: 'B86561412',
          supplierName: 'Papelería Central SL',
          date: dateInSpain(-1),
          base: '100',
          ivaRate: 0.21,
          iva: '21',
          total: '121',
          deductibleShare: 1,
        },
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'failed_precondition' });
    const { expenses } = await rpc<{ expenses: unknown[] }>(
      page.request,
      'ExpenseService/ListExpenses',
      { accountId },
    );
    expect(expenses).toHaveLength(1);
  });
}
