import { expect, test } from '@playwright/test';
import { greeting, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';

test('a new French founder signs up from the entry link and lands on the French payment step', async ({
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

  // The order is a DRAFT until paid: the French area starts with the payment step.
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/pre-payment\/payment$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Réglez la création de votre société' }),
  ).toBeVisible();
  // The home itself sends an unpaid founder back to the payment step.
  await page.goto('/fr/fr-fr');
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/pre-payment\/payment$/);
  await expect(greeting(page, 'Bonjour Amélie')).toHaveCount(0);
});
