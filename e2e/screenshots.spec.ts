import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, signIn } from './support/journeys.js';
import { byLocale, startOf } from './support/messages.js';
import { LOCALES, shoot, VIEWPORTS, type Locale } from './support/shoot.js';

/**
 * Screenshots of the shell for a person to look at: each country area in each language, on a
 * desktop and on a phone, plus the pages before sign-in. Written to artifacts/screenshots, whose
 * path the run prints at the end.
 */

const AREAS = [
  { country: 'fr', user: DEMO_USERS.sasu },
  { country: 'es', user: DEMO_USERS.autonomo },
  { country: 'uk', user: DEMO_USERS.uk },
] as const;

/** What the h1 of each page says in each language, waited for before each shot. */
const HEADINGS = {
  home: byLocale((messages) => startOf(messages.home.greeting)),
  /** The Spanish home's checklist, which loads with the progress, after the greeting. */
  checklist: byLocale((messages) => messages.spanishHome.checklist.title),
  settings: byLocale((messages) => messages.settings.title),
  signIn: byLocale((messages) => messages.auth.signIn.title),
  entityChoice: byLocale((messages) => messages.entityChoice.title),
};

/** The Spanish home of a paid order: the checklist's four cards below the greeting. */
async function expectChecklist(page: Page, locale: Locale) {
  await expect(
    page.getByRole('heading', { level: 2, name: HEADINGS.checklist[locale] }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
}

for (const [viewportName, options] of Object.entries(VIEWPORTS)) {
  test.describe(`${viewportName}`, () => {
    test.use(options);

    for (const { country, user } of AREAS) {
      test(`the ${country} area in each language`, async ({ page }) => {
        await signIn(page, user.email, DEMO_PASSWORD);
        await expect(page).toHaveURL(new RegExp(`/${country}/[a-z]{2}-[a-z]{2}/?$`));

        for (const locale of LOCALES) {
          await page.goto(`/${country}/${locale}`);
          await expect(
            page.getByRole('heading', { level: 1, name: HEADINGS.home[locale] }),
          ).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
          if (country === 'es') await expectChecklist(page, locale);
          await shoot(page, `${country}-${locale}-home-${viewportName}`);

          await page.goto(`/${country}/${locale}/settings`);
          await expect(
            page.getByRole('heading', { level: 1, name: HEADINGS.settings[locale] }),
          ).toBeVisible();
          await expect(page.getByRole('textbox').first()).toHaveValue(user.name);
          await shoot(page, `${country}-${locale}-settings-${viewportName}`);
        }

        // The dark theme, in the area's own language.
        await page.addInitScript("localStorage.setItem('ui-theme', 'dark')");
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        if (country === 'es') await expectChecklist(page, 'es-es');
        await shoot(page, `${country}-home-${viewportName}-dark`);
      });
    }

    test('the pages before sign-in in each language', async ({ page }) => {
      for (const locale of LOCALES) {
        await page.goto(`/sign-in?lang=${locale}`);
        await expect(page.getByRole('heading', { name: HEADINGS.signIn[locale] })).toBeVisible();
        await shoot(page, `sign-in-${locale}-${viewportName}`);

        await page.goto(`/creation-entreprise/entity-choice?lang=${locale}`);
        await expect(
          page.getByRole('heading', { level: 1, name: HEADINGS.entityChoice[locale] }),
        ).toBeVisible();
        await shoot(page, `entity-choice-${locale}-${viewportName}`);
      }
    });
  });
}
