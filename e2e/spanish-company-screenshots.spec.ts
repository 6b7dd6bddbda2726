import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { rpc, setOrderStatus } from './support/documents.js';
import { signUpThroughApi, uniqueEmail } from './support/journeys.js';
import { WEB_MESSAGES } from './support/messages.js';
import { LOCALES, shoot, VIEWPORTS } from './support/shoot.js';

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
