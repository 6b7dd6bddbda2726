import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { rpc, seedOfficialDocuments, setOrderStatus } from './support/documents.js';
import { signInToBackOffice } from './support/backoffice.js';
import { signUpThroughApi, uniqueEmail } from './support/journeys.js';
import { OPS_MESSAGES, WEB_MESSAGES } from './support/messages.js';
import { LOCALES, shoot, shootEachWidth, VIEWPORTS } from './support/shoot.js';
import { COMPANY_MOVES, companyDocumentFile } from './support/spanish-company.js';

/**
 * The Spanish hub of an SL founder as the formation team moves the file on (issue 19): waiting
 * for the deed to be signed before a notary, then formed; in each language on a desktop and on a
 * phone, for a person to look at, each checked with axe.
 */

async function createSlFounder(request: APIRequestContext, locale: (typeof LOCALES)[number]) {
  await signUpThroughApi(request, {
    name: 'Lucía Ortega',
    email: uniqueEmail(`sl-${locale}`),
    password: 'e2e-password-sl',
    locale,
  });
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_ES',
    companyLegalForm: 'LEGAL_FORM_SL',
    companyName: 'Ortega Estudio S.L.',
  });
  return order.id;
}

const STAGES = [
  { status: 'AWAITING_DEED', name: 'deed' },
  { status: 'COMPLETED', name: 'formed' },
] as const;

for (const locale of LOCALES) {
  for (const stage of STAGES) {
    test(`SL hub, ${stage.name}, in ${locale}`, async ({ browser, baseURL }) => {
      const setup = await browser.newContext({ baseURL });
      const orderId = await createSlFounder(setup.request, locale);
      await setOrderStatus(setup.request, orderId, stage.status);
      const storageState = await setup.storageState();
      await setup.close();
      const home = WEB_MESSAGES[locale].spanishHome;
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({
          ...viewport,
          baseURL,
          locale: 'en-GB',
          storageState,
        });
        const page = await context.newPage();
        await page.goto(`/es/${locale}`);
        if (stage.name === 'deed') {
          await expect(page.getByText(home.thanks.bars.capitalAndDeed)).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { name: home.companyFormed.title })).toBeVisible();
        }
        await shoot(page, `spanish-company-${stage.name}-${locale}-${viewportName}`);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
        ).toEqual([]);
        await context.close();
      }
    });
  }
}

for (const locale of LOCALES) {
  test(`SL documents with their authorities, in ${locale}`, async ({ browser, baseURL }) => {
    const setup = await browser.newContext({ baseURL });
    const orderId = await createSlFounder(setup.request, locale);
    await setOrderStatus(setup.request, orderId, 'COMPLETED');
    for (const move of COMPANY_MOVES) {
      for (const document of move.documents) {
        await seedOfficialDocuments(setup.request, orderId, {
          type: document[0],
          fileName: companyDocumentFile(document),
        });
      }
    }
    const storageState = await setup.storageState();
    await setup.close();
    const messages = WEB_MESSAGES[locale];
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({
        ...viewport,
        baseURL,
        locale: 'en-GB',
        storageState,
      });
      const page = await context.newPage();
      await page.goto(`/es/${locale}/documents`);
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: companyDocumentFile(COMPANY_MOVES[2].documents[0]) }),
      ).toContainText(messages.authorities.notario);
      if (viewportName === 'desktop') {
        const filters = page.getByRole('group', { name: messages.spanishDocuments.authority });
        await expect(filters.getByRole('button')).toHaveText(
          ['aeat', 'registro_mercantil_central', 'banco', 'notario', 'registro_mercantil'].map(
            (authority) => messages.authorities[authority as keyof typeof messages.authorities],
          ),
        );
      }
      await shoot(page, `spanish-company-documents-${locale}-${viewportName}`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ).toEqual([]);
      await context.close();
    }
  });
}

for (const locale of LOCALES) {
  test(`an SL file in the back-office, the deed missing, in ${locale}`, async ({
    browser,
    baseURL,
  }) => {
    const setup = await browser.newContext({ baseURL });
    const orderId = await createSlFounder(setup.request, locale);
    await setOrderStatus(setup.request, orderId, 'AWAITING_DEED');
    await setup.close();
    const english = await browser.newContext({ ...VIEWPORTS.desktop, baseURL, locale: 'en-GB' });
    await signInToBackOffice(await english.newPage());
    const context = await browser.newContext({ ...VIEWPORTS.desktop, baseURL, locale: 'en-GB' });
    // The operator's language, as the language menu keeps it.
    await context.addInitScript({ content: `localStorage.setItem('ops-locale', '${locale}')` });
    await context.addCookies(await english.cookies());
    await english.close();
    const ops = await context.newPage();
    await ops.goto(`/ops/orders/${orderId}`);
    const file = OPS_MESSAGES[locale].file;
    const produced = ops.getByRole('list', { name: file.status.stepDocuments });
    await expect(produced).toContainText(OPS_MESSAGES[locale].documentTypes.escritura_constitucion);
    await expect(produced).toContainText(file.status.missing);
    await shootEachWidth(ops, `ops-sl-file-deed-${locale}`);
    const results = await new AxeBuilder({ page: ops }).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
    await context.close();
  });
}
