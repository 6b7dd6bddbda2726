import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { openFileOf, signInToBackOffice } from './support/backoffice.js';
import {
  createCompletedMicroFounder,
  createSasuFounderAwaitingDeposit,
  enableBusinessAccountFlag,
  verifyIdentityAtBank,
} from './support/banking.js';
import { currentOrderId, seedFrenchDocuments, seedSpanishDocuments } from './support/documents.js';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  greeting,
  signIn,
  signUpThroughEntryLink,
  toast,
  uniqueEmail,
} from './support/journeys.js';
import {
  expectSandboxCheckout,
  openFrenchHomePastQuestionnaire,
  payForNewOrder,
  payWithCard,
  signUpFrenchFounder,
  signUpSpanishFounder,
  TEST_CARDS,
} from './support/payments.js';
import { createFounderWaitingToSign, readSigningLink } from './support/signing.js';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** A page in a browser context of its own, as axe wants it; closed after the test. */
const test = base.extend<{ axePage: Page }>({
  axePage: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'en-GB',
    });
    await use(await context.newPage());
    await context.close();
  },
});

/** Runs axe on the page; fails on serious or critical violations, listing each with its nodes. */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  const report = blocking.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  await testInfo.attach('axe-violations', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(report).toEqual([]);
}

test.describe('no serious or critical accessibility violation', () => {
  test('sign-in', async ({ axePage: page }, testInfo) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to Foundly' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('sign-up', async ({ axePage: page }, testInfo) => {
    await page.goto('/create-order');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    // With the validation messages shown too.
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('entity choice', async ({ axePage: page }, testInfo) => {
    await page.goto('/creation-entreprise/entity-choice');
    await expect(
      page.getByRole('heading', { name: 'Which company do you want to create?' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('French home, light and dark', async ({ axePage: page }, testInfo) => {
    await signIn(page, DEMO_USERS.sasu.email, DEMO_PASSWORD);
    await expect(greeting(page, 'Bonjour Camille')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    await page.getByRole('button', { name: 'Ouvrir le menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Thème sombre' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page, testInfo);
  });

  test('Spanish home, on a desktop and on a phone', async ({ axePage: page }, testInfo) => {
    await signIn(page, DEMO_USERS.autonomo.email, DEMO_PASSWORD);
    await expect(greeting(page, 'Hola, Lucía')).toBeVisible();
    // The checklist loads with the progress, after the greeting: scanned once its cards are in.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tu Registro de alta' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expectNoSeriousViolations(page, testInfo);

    // The bottom bar replaces the side navigation.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: 'Cuenta' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('capital deposit: the identity banner, then the deposit account', async ({
    axePage: page,
  }, testInfo) => {
    const founder = await createSasuFounderAwaitingDeposit(page.request, 'en-gb');
    await page.goto('/fr/en-gb/capital-deposit');
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    await verifyIdentityAtBank(page.request, founder);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Where to transfer your contribution' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('my account: the business account offer', async ({ axePage: page, baseURL }, testInfo) => {
    await enableBusinessAccountFlag(baseURL!);
    await createCompletedMicroFounder(page.request, 'en-gb');
    await page.goto('/fr/en-gb/my-account');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('settings, both tabs', async ({ axePage: page }, testInfo) => {
    await signIn(page, DEMO_USERS.uk.email, DEMO_PASSWORD);
    await expect(greeting(page, 'Hello Oliver')).toBeVisible();
    await page.goto('/uk/en-gb/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(DEMO_USERS.uk.name);
    await expectNoSeriousViolations(page, testInfo);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'News and offers by e-mail' })).toBeEnabled();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('French documents, with the upload list and an expanded block', async ({
    axePage: page,
  }, testInfo) => {
    // A whole journey before the audit: 40–50 s on a busy machine, over the one-minute default soon.
    test.setTimeout(120_000);
    const user = { name: 'Hugo Lefèvre', email: uniqueEmail('fr-axe'), password: 'e2e-axe-fr' };
    await signUpThroughEntryLink(
      page,
      '/create-customer?country=FR&legal_form=sasu&company_name=Lef%C3%A8vre',
      user,
    );
    // A new founder pays first and is led to the questionnaire; the home greets once the file is
    // past it.
    await payForNewOrder(page);
    await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);
    await openFrenchHomePastQuestionnaire(page);
    await expect(greeting(page, 'Bonjour Hugo')).toBeVisible();
    await seedFrenchDocuments(page.request, await currentOrderId(page.request));

    await page.goto('/fr/en-gb/documents');
    await expect(page.getByRole('region', { name: 'Recent documents' })).toBeVisible();
    await page.getByRole('button', { name: /^Show all 4 documents/ }).click();
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await expect(page.getByRole('list', { name: 'Files sent' }).getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, testInfo);
  });

  test('Spanish documents: the table, a selection, the filter sheet on a phone', async ({
    axePage: page,
  }, testInfo) => {
    // A whole journey before the audit: 40–50 s on a busy machine, over the one-minute default soon.
    test.setTimeout(120_000);
    const user = { name: 'Elena Vidal Mora', email: uniqueEmail('es-axe'), password: 'e2e-axe-es' };
    await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', user);
    // A new founder pays first: the home shows once the order is placed.
    await payForNewOrder(page);
    await expect(greeting(page, 'Hola, Elena')).toBeVisible();
    await seedSpanishDocuments(page.request, await currentOrderId(page.request));

    await page.goto('/es/es-es/documents');
    await page.getByRole('button', { name: 'AEAT' }).click();
    await page.getByRole('button', { name: 'AEAT' }).click();
    await page.getByRole('checkbox', { name: 'Seleccionar Certificado bancario.png' }).check();
    await expect(page.getByRole('region', { name: 'Documentos seleccionados' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    await page.getByRole('button', { name: 'Eliminar documentos seleccionados' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, testInfo);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('French payment step, sandbox checkout with a declined card, failure screen', async ({
    axePage: page,
  }, testInfo) => {
    await signUpFrenchFounder(page, 'Théo');
    await page.goto('/fr/en-gb/funnel/pre-payment/payment');
    await expect(page.getByRole('link', { name: 'Pay €358.80' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, testInfo);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Pay €358.80' }).click();
    await expectSandboxCheckout(page, 'en-gb');
    await expectNoSeriousViolations(page, testInfo);
    await payWithCard(page, 'en-gb', TEST_CARDS.declined);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    // With its error toast, fully shown (sonner fades it in).
    await expect(toast(page, 'Payment failed or cancelled')).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toHaveCSS(
      'opacity',
      '1',
    );
    await expectNoSeriousViolations(page, testInfo);
  });

  test('Spanish fiscal territory with its error, payment summary, success waiting', async ({
    axePage: page,
  }, testInfo) => {
    await signUpSpanishFounder(page, 'Pablo');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    await page.getByRole('radio', { name: 'Régimen común / Resto de España' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('link', { name: 'Confirmar y pagar' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, testInfo);

    await page.goto('/es/es-es/payment/success?session_id=cs_test_axe&temp_auth=axe');
    await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('the sandbox signing page, with its error', async ({ axePage: page }, testInfo) => {
    const founder = await createFounderWaitingToSign(page, 'en-gb');
    await page.goto(await readSigningLink(page.request, founder.email));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign your documents' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });

  test('the back-office: sign-in, files, a file and its capital deposit, the files waiting on the bank, feature flags, e-mails', async ({
    axePage: page,
  }, testInfo) => {
    // A whole journey before the audit: 40–50 s on a busy machine, over the one-minute default soon.
    test.setTimeout(120_000);
    await page.goto('/ops/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the back-office' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await signInToBackOffice(page);
    await expectNoSeriousViolations(page, testInfo);
    await openFileOf(page, DEMO_USERS.sasu);
    // The demo SASU's capital deposit, loaded.
    await expect(
      page
        .getByRole('region', { name: 'Capital deposit', exact: true })
        .getByText('Deposit status', { exact: true }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await page.goto('/ops/?waitingOn=BANK');
    await expect(page.getByRole('link', { name: DEMO_USERS.sasu.name })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await page.goto('/ops/feature-flags');
    await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
    await page.goto('/ops/emails');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });
});
