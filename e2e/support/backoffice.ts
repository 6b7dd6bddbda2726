import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, toast } from './journeys.js';

/** The operator the server seeds outside production. */
export const OPERATOR = { email: 'ops@example.com', password: DEMO_PASSWORD } as const;

/** Signs the demo operator in to the back-office (in English) and waits for the list of files. */
export async function signInToBackOffice(page: Page) {
  await page.goto('/ops/sign-in');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the back-office' }),
  ).toBeVisible();
  await page.getByLabel('E-mail').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
}

/** Finds a founder's file by their e-mail in the search field of the list and opens it. */
export async function openFileOf(page: Page, founder: { name: string; email: string }) {
  await page.goto('/ops/');
  await page.getByLabel('Search').fill(founder.email);
  const link = page.getByRole('link', { name: founder.name, exact: true });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `File of ${founder.name}` }),
  ).toBeVisible();
}

/** The buttons of the statuses the file may move to, as the server lists them. */
export function nextStatuses(page: Page) {
  return page.getByRole('list', { name: 'Move the file to' }).getByRole('button');
}

/** Moves the open file to a status through its confirmation dialog, and waits for the change. */
export async function moveFileTo(page: Page, status: string, reason = '') {
  await page
    .getByRole('list', { name: 'Move the file to' })
    .getByRole('button', { name: status, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Move the file to “${status}”?` });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toast(page, `The file is now “${status}”`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Uploads an official document (a PDF) from the file page. */
export async function uploadOfficialDocument(
  page: Page,
  type: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel('Document type').selectOption({ label: type });
  await page.getByLabel('PDF file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, `${file.name} was added to the file`)).toBeVisible();
}
