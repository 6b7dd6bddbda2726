import { expect, test } from '@playwright/test';
import { greeting, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';

test('a new Spanish autónomo signs up from the entry link and lands in the Spanish area', async ({
  page,
}) => {
  const user = {
    name: 'Javier Ruiz Pérez',
    email: uniqueEmail('es-autonomo'),
    password: 'e2e-password-es',
  };

  await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', user);

  await expect(page).toHaveURL(/\/es\/es-es\/?$/, { timeout: 20_000 });
  await expect(greeting(page, 'Hola, Javier')).toBeVisible();
});
