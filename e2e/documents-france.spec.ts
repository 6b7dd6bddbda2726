import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfFile, pngFile, windowsProgram } from './support/documents.js';
import { greeting, signUpThroughEntryLink, toast, uniqueEmail } from './support/journeys.js';
import { openFrenchHomePastQuestionnaire, payForNewOrder } from './support/payments.js';

const passport = { name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdfFile('Passport') };
const idPhoto = {
  name: 'id-photo.png',
  mimeType: 'image/png',
  buffer: pngFile(48, 32, [20, 70, 150]),
};
const BILLS = [
  'bill-january.pdf',
  'bill-february.pdf',
  'bill-march.pdf',
  'bill-april-electricity-and-gas-for-the-flat.pdf',
];

/** Chooses the kind of document, then files through the 'Choose a file' input. */
async function addDocuments(
  page: Page,
  kind: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await page.getByLabel('Kind of document').selectOption({ label: kind });
  await page.getByLabel('Choose a file').setInputFiles(files);
}

/** The entry of a file in the list of files sent during this visit. */
function sentFile(page: Page, fileName: string) {
  return page
    .getByRole('list', { name: 'Files sent' })
    .getByRole('listitem')
    .filter({ hasText: fileName });
}

/**
 * Clicks a document's view button; returns the tab it opens once the document arrived there,
 * shown rather than downloaded. (Its sandbox policy is checked by the server's tests: Chromium
 * hands a PDF to its viewer with only the frame-ancestors part of the policy.)
 */
async function openView(page: Page, list: Locator, fileName: string): Promise<Page> {
  const opening = page.context().waitForEvent('page');
  const answering = page
    .context()
    .waitForEvent('response', (answer) => answer.url().includes('/api/storage/objects'));
  await list.getByRole('button', { name: `View ${fileName}` }).click();
  const viewer = await opening;
  expect((await answering).headers()['content-disposition']).toMatch(/^inline; /);
  await viewer.waitForLoadState();
  return viewer;
}

test('a French founder uploads documents, finds them, and downloads the same bytes', async ({
  page,
}) => {
  // Sign-up, payment, eleven uploads, searches and a phone check: a minute in CI, two on a machine busy with more.
  test.setTimeout(180_000);
  const user = { name: 'Léa Moreau', email: uniqueEmail('fr-docs'), password: 'e2e-password-docs' };
  await signUpThroughEntryLink(
    page,
    '/create-customer?country=FR&legal_form=sasu&company_name=Atelier%20Moreau',
    user,
  );
  // A new founder pays first and is led to the questionnaire; the home greets once the file is
  // past it.
  await payForNewOrder(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);
  await openFrenchHomePastQuestionnaire(page);
  await expect(greeting(page, 'Bonjour Léa')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search your documents' });
  const recent = page.getByRole('region', { name: 'Recent documents' });
  const all = page.getByRole('region', { name: 'All documents' });

  await test.step('starts with no document', async () => {
    await page.goto('/fr/en-gb/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(
      page.getByText('Your documents will appear here as soon as they are available.'),
    ).toBeVisible();
  });

  await test.step('uploads a PDF and a PNG: both are stored and recent', async () => {
    await addDocuments(page, 'Identity document', [passport, idPhoto]);
    await expect(sentFile(page, 'passport.pdf')).toContainText('Stored');
    await expect(sentFile(page, 'id-photo.png')).toContainText('Stored');
    await expect(toast(page, 'Document added').first()).toBeVisible();

    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(recent).toContainText('passport.pdf');
    await expect(recent).toContainText('id-photo.png');
    await expect(all.getByRole('list', { name: 'Identity document (2)' })).toBeVisible();
  });

  await test.step('a block of four shows three, and all four once expanded', async () => {
    await addDocuments(
      page,
      'Proof of address',
      BILLS.map((name) => ({ name, mimeType: 'application/pdf', buffer: pdfFile(name) })),
    );
    for (const bill of BILLS) await expect(sentFile(page, bill)).toContainText('Stored');

    const bills = all.getByRole('list', { name: 'Proof of address (4)' });
    await expect(bills.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('listitem')).toHaveCount(3);

    const showAll = all.getByRole('button', { name: 'Show all 4 documents: Proof of address' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await showAll.click();
    await expect(bills.getByRole('listitem')).toHaveCount(4);
    for (const bill of BILLS) await expect(bills).toContainText(bill);

    await all.getByRole('button', { name: 'Show less' }).click();
    await expect(bills.getByRole('listitem')).toHaveCount(3);
  });

  await test.step('the search box filters the documents and keeps the search in the address', async () => {
    await search.fill('bill');
    await expect(page).toHaveURL(/\/fr\/en-gb\/documents\?q=bill$/);
    await expect(all.getByRole('list', { name: 'Proof of address (4)' })).toBeVisible();
    await expect(all.getByRole('list', { name: /^Identity document/ })).toHaveCount(0);
    await expect(recent).not.toContainText('passport.pdf');
    await expect(all).not.toContainText('passport.pdf');

    await search.fill('zzz');
    await expect(page).toHaveURL(/\?q=zzz$/);
    await expect(page.getByRole('status').filter({ hasText: 'No document matches' })).toHaveText(
      'No document matches “zzz”.',
    );

    await search.clear();
    await expect(page).toHaveURL(/\/fr\/en-gb\/documents$/);
    await expect(all.getByRole('list', { name: 'Identity document (2)' })).toBeVisible();
  });

  await test.step('an address with ?q= opens with the search applied', async () => {
    await page.goto('/fr/en-gb/documents?q=PHOTO');
    await expect(search).toHaveValue('PHOTO');
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent).toContainText('id-photo.png');
    await expect(all.getByRole('listitem')).toHaveCount(1);
    await expect(all).not.toContainText('passport.pdf');
  });

  await test.step('downloading a document gives back the bytes that were uploaded', async () => {
    await page.goto('/fr/en-gb/documents');
    for (const file of [passport, idPhoto]) {
      const downloading = page.waitForEvent('download');
      await all.getByRole('button', { name: `Download ${file.name}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(file.name);
      expect((await readFile(await download.path())).equals(file.buffer)).toBe(true);
    }
  });

  await test.step('viewing opens the PDF in the browser’s viewer and the photo as an image, sandboxed', async () => {
    const passportPage = await openView(page, all, passport.name);
    // Chromium shows a PDF through its viewer extension, framed in the page.
    await expect
      .poll(() =>
        passportPage.frames().some((frame) => frame.url().startsWith('chrome-extension:')),
      )
      .toBe(true);
    await passportPage.close();

    const photoPage = await openView(page, all, idPhoto.name);
    await expect(photoPage.locator('img')).toHaveJSProperty('naturalWidth', 48);
    await photoPage.close();
  });

  await test.step('a program renamed .pdf is refused, and nothing is kept', async () => {
    await addDocuments(page, 'Identity document', [
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: windowsProgram() },
    ]);
    const refused = sentFile(page, 'scan.pdf');
    await expect(refused.getByRole('alert')).toHaveText('Invalid file or document type.');
    await expect(refused.getByRole('button', { name: 'Send scan.pdf again' })).toBeVisible();
    await expect(all.getByRole('list', { name: 'Identity document (2)' })).toBeVisible();

    await page.reload();
    await expect(all.getByRole('list', { name: 'Identity document (2)' })).toBeVisible();
    await expect(page.getByText('scan.pdf')).toHaveCount(0);
  });

  await test.step('on a phone, each document shows its full name and its buttons', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/en-gb/documents');
    await all.getByRole('button', { name: 'Show all 4 documents: Proof of address' }).click();
    for (const name of ['passport.pdf', ...BILLS]) {
      const row = all.getByRole('listitem').filter({ hasText: name });
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeInViewport({ ratio: 1 });
      await expect(row.getByRole('button', { name: `Download ${name}` })).toBeInViewport({
        ratio: 1,
      });
      // Not cut short with an ellipsis.
      const shownName = row.getByText(name, { exact: true });
      expect(
        await shownName.evaluate((element) => element.scrollWidth <= element.clientWidth),
      ).toBe(true);
    }
    // Nothing sticks out sideways.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
  });
});
