import { expect, test, type Page } from '@playwright/test';
import { currentOrderId, rpc, setOrderStatus } from './support/documents.js';
import { greeting } from './support/journeys.js';
import { payForNewOrder, signUpFrenchFounder } from './support/payments.js';

async function openHome(page: Page) {
  await page.goto('/fr/fr-fr');
}

test('the French home sends the founder where the file stands, for each status', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpFrenchFounder(page, 'Hélène');
  await openHome(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/pre-payment\/payment$/);

  await payForNewOrder(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);
  const orderId = await currentOrderId(page.request);

  for (const status of ['PLACED', 'WAITING_QUESTIONS']) {
    await setOrderStatus(page.request, orderId, status);
    await openHome(page);
    await expect(page).toHaveURL(/\/funnel\/personal-information\/name$/);
  }

  await setOrderStatus(page.request, orderId, 'WAITING_ESIGNATURE');
  await openHome(page);
  await expect(page).toHaveURL(/\/funnel\/e-signature\/intro$/);
  await rpc(page.request, 'OrderService/UpdateOrder', {
    id: orderId,
    metadata: { esignature_intro_viewed: '1' },
  });
  await openHome(page);
  await expect(page).toHaveURL(/\/funnel\/e-signature\/waiting-signature$/);

  for (const status of [
    'QUESTIONNAIRE_RECEIVED',
    'PROCESSING_QUESTIONNAIRE',
    'QUESTIONNAIRE_APPROVED',
  ]) {
    await setOrderStatus(page.request, orderId, status);
    await openHome(page);
    await expect(page).toHaveURL(/\/funnel\/e-signature\/waiting-approval$/);
  }

  for (const status of [
    'AWAITING_CD',
    'PROCESSING_PUBLICATION',
    'PUBLICATION_RECEIVED',
    'PROCESSING_REGISTRY',
    'COMPANY_FORMED',
    'AWAITING_FUNDS',
    'COMPLETED',
  ]) {
    await setOrderStatus(page.request, orderId, status);
    await openHome(page);
    await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/);
    await expect(greeting(page, 'Bonjour Hélène')).toBeVisible();
  }

  for (const status of ['CANCELED', 'DECLINED']) {
    await setOrderStatus(page.request, orderId, status);
    await openHome(page);
    await expect(page).toHaveURL(/\/fr\/fr-fr\/?$/);
    await expect(page.getByRole('heading', { name: 'Votre commande a été annulée' })).toBeVisible();
    await expect(page.getByText(/^Bonjour Hélène, la création/)).toBeVisible();
  }
});
