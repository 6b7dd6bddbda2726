import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/backoffice.js';
import { DEMO_PASSWORD, DEMO_USERS, signIn } from './support/journeys.js';

/** Every Content-Security-Policy violation the page reports, as Chromium logs it. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the customer app works under its Content-Security-Policy, the theme script included', async ({
  page,
}) => {
  const violations = collectViolations(page);
  const response = await page.goto('/sign-in');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.evaluate("localStorage.setItem('ui-theme', 'dark')");
  await page.reload();
  // The inline script of index.html runs only because its hash is in the policy.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.evaluate("localStorage.removeItem('ui-theme')");

  await signIn(page, DEMO_USERS.sasu.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/fr\/fr-fr/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/fr/fr-fr/documents');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the back-office works under the same policy', async ({ page }) => {
  const violations = collectViolations(page);
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
