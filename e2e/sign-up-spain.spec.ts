import { expect, test } from '@playwright/test';
import { greeting, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';

test('a new Spanish autónomo signs up from the entry link and lands on the region question', async ({
  page,
}) => {
  const user = {
    name: 'Javier Ruiz Pérez',
    email: uniqueEmail('es-autonomo'),
    password: 'e2e-password-es',
  };

  await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', user);

  // The order is a DRAFT until paid: the Spanish area starts with the fiscal territory.
  await expect(page).toHaveURL(/\/es\/es-es\/funnel\/pre-payment\/fiscal-territory$/, {
    timeout: 20_000,
  });
  await expect(
    page.getByRole('group', { name: '¿En qué región te quieres dar de alta?' }),
  ).toBeVisible();
  await page.goto('/es/es-es');
  await expect(page).toHaveURL(/\/es\/es-es\/funnel\/pre-payment\/fiscal-territory$/);
  await expect(greeting(page, 'Hola, Javier')).toHaveCount(0);
});
