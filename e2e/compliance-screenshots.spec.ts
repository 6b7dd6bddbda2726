import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { rpc } from './support/documents.js';
import {
  createPlanThroughApi,
  createSasuFounder,
  setComplianceFlag,
} from './support/compliance.js';
import { WEB_MESSAGES } from './support/messages.js';
import { LOCALES, shoot, VIEWPORTS } from './support/shoot.js';

/**
 * The compliance tool's three screens a founder lands on (intro, questionnaire, plan), in each
 * language on a desktop and on a phone, for a person to look at; each is checked with axe.
 */

type Screen = 'intro' | 'questionnaire' | 'plan';

async function prepare(
  request: APIRequestContext,
  locale: (typeof LOCALES)[number],
  screen: Screen,
) {
  const founder = await createSasuFounder(request, locale);
  if (screen === 'questionnaire') {
    await rpc(request, 'ComplianceService/GenerateComplianceQuestionnaire', {
      orderId: founder.orderId,
      country: 'fr',
    });
  }
  if (screen === 'plan') await createPlanThroughApi(request, founder.orderId);
}

function shownOn(page: Page, locale: (typeof LOCALES)[number], screen: Screen) {
  const c = WEB_MESSAGES[locale].compliance;
  if (screen === 'intro') return page.getByRole('heading', { name: c.intro.title });
  if (screen === 'questionnaire') return page.getByRole('button', { name: c.questionnaire.next });
  return page.getByRole('heading', { name: c.plan.title });
}

test.beforeAll(async ({ baseURL }) => {
  await setComplianceFlag(baseURL!, true);
});

for (const locale of LOCALES) {
  for (const screen of ['intro', 'questionnaire', 'plan'] as const) {
    test(`compliance ${screen} in ${locale}`, async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const setup = await browser.newContext({ baseURL });
      await prepare(setup.request, locale, screen);
      const storageState = await setup.storageState();
      await setup.close();
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({
          ...viewport,
          baseURL,
          locale: 'en-GB',
          timezoneId: 'Europe/Paris',
          storageState,
        });
        const page = await context.newPage();
        // The flag journey turns the tool off for a moment: a redirect then is retried.
        await expect(async () => {
          await page.goto(`/fr/${locale}/compliance`);
          await expect(shownOn(page, locale, screen)).toBeVisible({ timeout: 5_000 });
        }).toPass({ timeout: 30_000 });
        await shoot(page, `compliance-${screen}-${locale}-${viewportName}`);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
        ).toEqual([]);
        await context.close();
      }
    });
  }
}
