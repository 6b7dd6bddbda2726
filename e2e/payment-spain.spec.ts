import { expect, test, type Page } from '@playwright/test';
import { greeting, toast } from './support/journeys.js';
import {
  expectSandboxCheckout,
  orderStatus,
  payWithCard,
  signUpSpanishFounder,
  TEST_CARDS,
} from './support/payments.js';

/** Chooses a region on the fiscal territory step and continues. */
async function chooseRegion(page: Page, region: string) {
  const question = page.getByRole('group', { name: '¿En qué región te quieres dar de alta?' });
  await expect(question).toBeVisible();
  await question.getByRole('radio', { name: region }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('a Spanish founder in Navarra is thanked with "Datos recibidos", also after a reload', async ({
  page,
}) => {
  await signUpSpanishFounder(page, 'Iker');
  await chooseRegion(page, 'Navarra');

  await expect(page.getByRole('heading', { level: 1, name: 'Datos recibidos' })).toBeVisible();
  await expect(page.getByText('hemos guardado tu respuesta')).toBeVisible();
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_DRAFT');

  // The answer is saved: the home shows the thank-you screen again, and no payment is offered.
  await page.goto('/es/es-es');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos recibidos' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos recibidos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Confirmar y pagar' })).toHaveCount(0);
});

test('a Spanish founder in the rest of Spain sees the summary with IVA, pays and reaches home', async ({
  page,
}) => {
  await signUpSpanishFounder(page, 'Marta');
  await chooseRegion(page, 'Régimen común / Resto de España');

  await expect(page).toHaveURL(/\/es\/es-es\/funnel\/pre-payment\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Completa tu pago' })).toBeVisible();
  const summary = page.getByRole('complementary');
  await expect(summary.getByRole('heading', { name: 'Resumen de tu compra' })).toBeVisible();
  await expect(summary.getByRole('term')).toHaveText(['Precio neto', 'IVA (21 %)', 'Total']);
  await expect(summary.getByRole('definition')).toHaveText([
    '49,00 €/mes',
    '10,29 €/mes',
    '59,29 €/mes',
  ]);
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_DRAFT');

  await summary.getByRole('link', { name: 'Confirmar y pagar' }).click();
  await expectSandboxCheckout(page, 'es-es');
  await expect(page.getByText('59,29 € al mes', { exact: true })).toBeVisible();
  await payWithCard(page, 'es-es', TEST_CARDS.succeeds, 'Marta Sánchez Ortega');

  await expect(toast(page, 'Pago realizado con éxito')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/es\/es-es\/?$/);
  await expect(greeting(page, 'Hola, Marta')).toBeVisible();
  await expect(page.getByText('Paso actual', { exact: true })).toBeVisible();
  await expect(page.getByText('Pedido confirmado: tu cuestionario está listo')).toBeVisible();
  // Below the greeting, the checklist of what is left to do, none of it done yet.
  await expect(page.getByRole('heading', { level: 2, name: 'Tu Registro de alta' })).toBeVisible();
  await expect(page.getByText('0 de 4 secciones completadas')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_PLACED');
});
