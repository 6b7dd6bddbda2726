import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, toast } from './journeys.js';
import { fill, OPS_MESSAGES } from './messages.js';

/** The back-office's words, in English: the language the helpers sign in with. */
const { auth, common, file, orders } = OPS_MESSAGES['en-gb'];

/** The operator the server seeds outside production. */
export const OPERATOR = { email: 'ops@example.com', password: DEMO_PASSWORD } as const;

/** Signs the demo operator in to the back-office (in English) and waits for the list of files. */
export async function signInToBackOffice(page: Page) {
  await page.goto('/ops/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: auth.title })).toBeVisible();
  await page.getByLabel(auth.email).fill(OPERATOR.email);
  await page.getByLabel(auth.password).fill(OPERATOR.password);
  await page.getByRole('button', { name: auth.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: orders.title })).toBeVisible();
}

/** Finds a founder's file by their e-mail in the search field of the list and opens it. */
export async function openFileOf(page: Page, founder: { name: string; email: string }) {
  await page.goto('/ops/');
  await page.getByLabel(orders.filters.search).fill(founder.email);
  const link = page.getByRole('link', { name: founder.name, exact: true });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(file.title, { name: founder.name }) }),
  ).toBeVisible();
}

/** The buttons of the statuses the file may move to, as the server lists them. */
export function nextStatuses(page: Page) {
  return page.getByRole('list', { name: file.status.next }).getByRole('button');
}

/** Moves the open file to a status through its confirmation dialog, and waits for the change. */
export async function moveFileTo(page: Page, status: string, reason = '') {
  await page
    .getByRole('list', { name: file.status.next })
    .getByRole('button', { name: status, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: fill(file.status.dialogTitle, { status }) });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: common.confirm, exact: true }).click();
  await expect(toast(page, fill(file.status.changed, { status }))).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Uploads an official document (a PDF) from the file page. */
export async function uploadOfficialDocument(
  page: Page,
  type: string,
  pdf: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel(file.upload.type).selectOption({ label: type });
  await page.getByLabel(file.upload.file).setInputFiles(pdf);
  await page.getByRole('button', { name: file.upload.submit, exact: true }).click();
  await expect(toast(page, fill(file.upload.done, { name: pdf.name }))).toBeVisible();
}
