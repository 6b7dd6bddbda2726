import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  greeting,
  signIn,
  signUpThroughEntryLink,
  toast,
  uniqueEmail,
} from './support/journeys.js';
import { openFrenchHomePastQuestionnaire, payForNewOrder } from './support/payments.js';

/** Opens the avatar menu of the top bar (English labels). */
async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('a founder changes name, password and notifications, then signs in with the new password', async ({
  page,
}) => {
  // A dedicated French user, so that the demo users stay as seeded and runs can repeat.
  const user = { name: 'Noah Petit', email: uniqueEmail('settings'), password: 'first-password-1' };
  const newPassword = 'second-password-2';
  await signUpThroughEntryLink(
    page,
    '/create-customer?country=FR&legal_form=sasu&company_name=Petit%20Studio',
    user,
  );
  // A new founder pays first and is led to the questionnaire; the home greets once the file is
  // past it.
  await payForNewOrder(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);
  await openFrenchHomePastQuestionnaire(page);
  await expect(greeting(page, 'Bonjour Noah')).toBeVisible();

  await test.step('opens the settings in English from the account menu', async () => {
    await page.goto('/fr/en-gb');
    await expect(greeting(page, 'Hello Noah')).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/fr\/en-gb\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('E-mail address')).toHaveValue(user.email);
  });

  await test.step('changes the name: the greeting and the avatar follow', async () => {
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);
    await page.getByLabel('Name', { exact: true }).fill('Zoé Lambert');
    await page.getByRole('button', { name: 'Save my name' }).click();
    await expect(toast(page, 'Your name has been updated')).toBeVisible();

    await page.getByRole('link', { name: 'Home' }).click();
    await expect(greeting(page, 'Hello Zoé')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the account menu' })).toHaveText('ZL');
    await page.reload();
    await expect(greeting(page, 'Hello Zoé')).toBeVisible();
  });

  await test.step('refuses two different passwords', async () => {
    await page.goto('/fr/en-gb/settings');
    await page.getByLabel('New password', { exact: true }).fill('mismatch-one-1');
    await page.getByLabel('Confirm the new password').fill('mismatch-two-2');
    await page.getByRole('button', { name: 'Update my password' }).click();
    // Under the field, and as a toast.
    await expect(page.getByLabel('Confirm the new password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    await expect(toast(page, "Passwords don't match")).toBeVisible();
  });

  await test.step('changes the password', async () => {
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await expect(page.getByLabel('Confirm the new password')).not.toHaveAccessibleDescription(
      "Passwords don't match",
    );
    await page.getByRole('button', { name: 'Update my password' }).click();
    await expect(toast(page, 'Your password has been updated')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  });

  await test.step('turns the marketing e-mails on, and the choice is kept', async () => {
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const marketing = page.getByRole('switch', { name: 'News and offers by e-mail' });
    await expect(marketing).toBeEnabled();
    await expect(marketing).not.toBeChecked();
    await marketing.click();
    await expect(toast(page, 'Your notification preferences have been updated')).toBeVisible();
    await expect(marketing).toBeChecked();

    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(marketing).toBeEnabled();
    await expect(marketing).toBeChecked();
  });

  await test.step('logs out, and only the new password signs in', async () => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    await signIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is incorrect.');

    await signIn(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/);
    await expect(greeting(page, 'Bonjour Zoé')).toBeVisible();
  });
});

test('a demo user switches to the dark theme, keeps it after a reload, and logs out', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.sasu.email, DEMO_PASSWORD);
  await expect(greeting(page, 'Bonjour Camille')).toBeVisible();
  await page.goto('/fr/en-gb');
  await expect(greeting(page, 'Hello Camille')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(greeting(page, 'Hello Camille')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in to Foundly' })).toBeVisible();

  // Signed out for good: the area sends the visitor back to signing in.
  await page.goto('/fr/en-gb');
  await expect(page).toHaveURL(/\/create-order\?/);
});

test('a Spanish demo user logs out from the account card of the side navigation', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.autonomo.email, DEMO_PASSWORD);
  await expect(greeting(page, 'Hola, Lucía')).toBeVisible();
  const sideNavigation = page.getByRole('complementary');
  await expect(sideNavigation.getByText(DEMO_USERS.autonomo.name)).toBeVisible();
  await sideNavigation.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});
