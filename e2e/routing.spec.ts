import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, greeting, signIn } from './support/journeys.js';

test.describe('signed out', () => {
  test('the root sends a visitor to sign up, with a way to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/create-order\?returnTo=%2Fcreate-customer/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in\?/);
    await expect(page.getByRole('heading', { name: 'Sign in to Foundly' })).toBeVisible();
  });

  test('a country area sends a visitor to sign up', async ({ page }) => {
    await page.goto('/fr/fr-fr/settings');
    await expect(page).toHaveURL(/\/create-order\?/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('/error/google explains to sign in with Google again', async ({ page }) => {
    await page.goto('/error/google');
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'An account with the same e-mail address already exists: use Google to log in again.',
    );
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('/error/verify-email asks to verify the e-mail first', async ({ page }) => {
    await page.goto('/error/verify-email');
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'First verify your e-mail address, then log in with Google.',
    );
  });

  test('the notices follow the chosen language', async ({ page }) => {
    await page.goto('/error/verify-email?lang=fr-fr');
    await expect(
      page.getByRole('heading', { name: 'Confirmez votre adresse e-mail' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Vérifiez d’abord votre adresse e-mail, puis connectez-vous avec Google.',
    );
  });
});

test.describe('a French customer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.sasu.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/);
    await expect(greeting(page, 'Bonjour Camille')).toBeVisible();
  });

  test('a path outside the areas is moved under the French area', async ({ page }) => {
    await page.goto('/documents');
    await expect(page).toHaveURL(/\/fr\/fr-fr\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  });

  test('an unknown page of the area says it is not found', async ({ page }) => {
    await page.goto('/fr/fr-fr/nope');
    await expect(page).toHaveURL(/\/fr\/fr-fr\/nope$/);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();

    await page.goto('/fr/en-gb/nope');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/);
  });

  test('the Spanish area sends the French customer home', async ({ page }) => {
    await page.goto('/es/es-es/accounting');
    await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/);
    await expect(greeting(page, 'Bonjour Camille')).toBeVisible();
  });
});

test('a Spanish customer opening the French area is sent to the Spanish one', async ({ page }) => {
  await signIn(page, DEMO_USERS.autonomo.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/es\/es-es\/?$/);

  await page.goto('/fr/fr-fr');
  await expect(page).toHaveURL(/\/es\/es-es\/?$/);
  await expect(greeting(page, 'Hola, Lucía')).toBeVisible();

  await page.goto('/documents');
  await expect(page).toHaveURL(/\/es\/es-es\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
});

test('a UK customer lands in the UK area', async ({ page }) => {
  await signIn(page, DEMO_USERS.uk.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/uk\/en-gb\/?$/);
  await expect(greeting(page, 'Hello Oliver')).toBeVisible();
});
