import { expect, test } from '@playwright/test';
import { greeting, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';

test('a new French founder signs up from the entry link and lands in the French area', async ({
  page,
}) => {
  const user = {
    name: 'Amélie Durand',
    email: uniqueEmail('fr-sasu'),
    password: 'e2e-password-fr',
  };

  await signUpThroughEntryLink(
    page,
    '/create-customer?country=FR&legal_form=sasu&company_name=Acme',
    user,
  );

  await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/, { timeout: 20_000 });
  await expect(greeting(page, 'Bonjour Amélie')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
});
