import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { SCREENSHOT_DIR } from './paths.js';

export const LOCALES = ['en-gb', 'fr-fr', 'es-es'] as const;
export type Locale = (typeof LOCALES)[number];

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/**
 * A full-page shot taken through a viewport as tall as the page, so that fixed and sticky parts
 * (the phone bottom bar, the side navigation) sit where a person scrolling would see them.
 */
export async function shoot(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  if (height > viewport.height) await page.setViewportSize({ ...viewport, height });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
  await page.setViewportSize(viewport);
}

/**
 * The same page shot at each width of VIEWPORTS (1280 and 390), named `{name}-desktop` and
 * `{name}-phone`, for journeys that cannot be replayed once per viewport (a checkout, a payment):
 * only the viewport size changes, the browser stays a desktop one. Leaves the desktop size.
 */
export async function shootEachWidth(page: Page, name: string) {
  for (const [viewportName, { viewport }] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await shoot(page, `${name}-${viewportName}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop.viewport);
}

/** The width of a screenshot: a desktop or a phone. */
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The page of a new context at a viewport's width, signed in as `page` is (its cookies), in the
 * English of the browser and the founder's time zone.
 */
export async function openAs(
  browser: Browser,
  page: Page,
  viewport: ViewportName,
  testInfo: TestInfo,
  timezoneId = 'Europe/Paris',
) {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-GB',
    timezoneId,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

/** A page of each width of VIEWPORTS, signed in as `page` is (see openAs). */
export async function openEachWidth(
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  timezoneId?: string,
): Promise<[ViewportName, Page][]> {
  const views: [ViewportName, Page][] = [];
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    views.push([viewport, await openAs(browser, page, viewport, testInfo, timezoneId)]);
  }
  return views;
}

/**
 * A shot of a page once hydrated, named `{name}-{viewport}`; on the desktop, checked with axe as
 * well (the phone's page has the same content).
 */
export async function shootHydrated(
  view: Page,
  viewport: ViewportName,
  name: string,
  testInfo: TestInfo,
) {
  await view.waitForSelector('html[data-hydrated]');
  await shoot(view, `${name}-${viewport}`);
  if (viewport === 'desktop')
    await expectNoSeriousViolations(view, testInfo, `${name}-${viewport}`);
}
