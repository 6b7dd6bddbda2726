import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { currentOrderId, rpc, setOrderStatus } from './documents.js';
import { signUpThroughEntryLink, uniqueEmail, type NewUser } from './journeys.js';

/** The sandbox's test cards: Stripe's own numbers, with the behaviour Stripe gives them. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresAuthentication: '4000 0027 6000 3184',
} as const;

type SandboxLocale = 'en-gb' | 'fr-fr' | 'es-es';

/** The words of the sandbox checkout page the tests use, in the language the checkout was made. */
export const SANDBOX_COPY = {
  'en-gb': {
    payTo: 'Pay Foundly',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: /^(Pay|Subscribe for) /,
    cancel: 'Cancel and return',
    declined: 'Your card was declined.',
    authTitle: '3-D Secure authentication',
    complete: 'Complete',
  },
  'fr-fr': {
    payTo: 'Payer Foundly',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM / AA)',
    cvc: 'Cryptogramme (CVC)',
    name: 'Nom sur la carte',
    pay: /^(Payer|S’abonner pour) /,
    cancel: 'Annuler et revenir',
    declined: 'Votre carte a été refusée.',
    authTitle: 'Authentification 3-D Secure',
    complete: 'Valider',
  },
  'es-es': {
    payTo: 'Pagar a Foundly',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM / AA)',
    cvc: 'Código de seguridad (CVC)',
    name: 'Nombre en la tarjeta',
    pay: /^(Pagar|Suscribirse por) /,
    cancel: 'Cancelar y volver',
    declined: 'Tu tarjeta ha sido rechazada.',
    authTitle: 'Autenticación 3-D Secure',
    complete: 'Completar',
  },
} as const satisfies Record<SandboxLocale, Record<string, string | RegExp>>;

/** The embedded sandbox's checkout page, served by the server itself. */
export const SANDBOX_URL = /\/sandbox\/checkout\/cs_test_[0-9a-f]{48}/;

/** Waits for the sandbox card form, in the given language. */
export async function expectSandboxCheckout(page: Page, locale: SandboxLocale) {
  await expect(page).toHaveURL(SANDBOX_URL, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: SANDBOX_COPY[locale].payTo })).toBeVisible();
}

/** Fills the sandbox card form with a test card, a future expiry date and a CVC, and pays. */
export async function payWithCard(
  page: Page,
  locale: SandboxLocale,
  card: string,
  name = 'Test Founder',
) {
  const copy = SANDBOX_COPY[locale];
  await page.getByLabel(copy.cardNumber).fill(card);
  await page.getByLabel(copy.expiry).fill('12 / 34');
  await page.getByLabel(copy.cvc).fill('123');
  await page.getByLabel(copy.name).fill(name);
  await page.getByRole('button', { name: copy.pay }).click();
}

/** The status of the signed-in person's order, as OrderService/GetMyOrder returns it. */
export async function orderStatus(request: APIRequestContext): Promise<string> {
  const orderId = await currentOrderId(request);
  const { order } = await rpc<{ order?: { status?: string } }>(request, 'OrderService/GetMyOrder', {
    orderId,
  });
  return order?.status ?? 'ORDER_STATUS_UNSPECIFIED';
}

/** A new French SASU founder, signed up from the entry link: lands on the payment step. */
export async function signUpFrenchFounder(page: Page, firstName: string): Promise<NewUser> {
  const user = {
    name: `${firstName} Moreau`,
    email: uniqueEmail('fr-pay'),
    password: 'e2e-password-pay-fr',
  };
  await signUpThroughEntryLink(
    page,
    '/create-customer?country=FR&legal_form=sasu&company_name=Moreau',
    user,
  );
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/pre-payment\/payment$/, { timeout: 20_000 });
  return user;
}

/** A new Spanish autónomo, signed up from the entry link: lands on the fiscal territory step. */
export async function signUpSpanishFounder(page: Page, firstName: string): Promise<NewUser> {
  const user = {
    name: `${firstName} Sánchez Ortega`,
    email: uniqueEmail('es-pay'),
    password: 'e2e-password-pay-es',
  };
  await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', user);
  await expect(page).toHaveURL(/\/es\/es-es\/funnel\/pre-payment\/fiscal-territory$/, {
    timeout: 20_000,
  });
  return user;
}

/**
 * Pays the DRAFT order of a founder who just signed up (on the payment step, or in Spain on the
 * fiscal territory step, where the rest of Spain is chosen) with the success card, and waits for
 * the home: journeys about what comes after the payment start from there. The French home of a
 * placed order leads on at once to the first questionnaire step, so that step counts as home.
 */
export async function payForNewOrder(page: Page) {
  await expect(page).toHaveURL(/\/funnel\/pre-payment\/(payment|fiscal-territory)$/, {
    timeout: 20_000,
  });
  const [, basePath, locale] = /(\/(?:fr|es)\/([a-z]{2}-[a-z]{2}))\//.exec(page.url())!;
  const sandboxLocale = locale as SandboxLocale;
  if (page.url().endsWith('/fiscal-territory')) {
    await page.getByRole('radio', { name: 'Régimen común / Resto de España' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/funnel\/pre-payment\/payment$/);
  }
  await page.goto(`${basePath}/funnel/pre-payment/stripe`);
  await expectSandboxCheckout(page, sandboxLocale);
  await payWithCard(page, sandboxLocale, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(
    new RegExp(`${basePath}(/funnel/(?!pre-payment/)[a-z-]+/[a-z-]+)?/?$`),
    { timeout: 20_000 },
  );
}

/**
 * Takes the signed-in founder's French order past the questionnaire, to AWAITING_CD, and opens the
 * home. Until the file is sent the French home leads on to the questionnaire (spec 01 §2); from
 * AWAITING_CD on it greets the founder: journeys about the home, the documents or the settings of
 * a founder start from there.
 */
export async function openFrenchHomePastQuestionnaire(page: Page) {
  await setOrderStatus(page.request, await currentOrderId(page.request), 'AWAITING_CD');
  await page.goto('/fr/fr-fr');
  await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/);
}
