import { expect, test, type Page } from '@playwright/test';
import { completeUkSections } from '../apps/server/test/uk-company-answers.js';
import { expectNoSeriousViolations } from './support/axe.js';
import {
  moveFileTo,
  openFileOf,
  signInToBackOffice,
  uploadOfficialDocument,
} from './support/backoffice.js';
import { currentOrderId, pdfFile, rpc } from './support/documents.js';
import { signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { byLocale, fill, OPS_MESSAGES, WEB_MESSAGES } from './support/messages.js';
import { expectSandboxCheckout, orderStatus, payWithCard, TEST_CARDS } from './support/payments.js';
import { signOnSandboxPage } from './support/signing.js';
import { LOCALES, shootEachWidth, VIEWPORTS, type Locale } from './support/shoot.js';

/**
 * A UK founder (issue 19) from the entry link through the payment in pounds, the whole UK
 * questionnaire (name, registered office, SIC codes, directors, share capital, persons with
 * significant control, articles) with the rules of the form, and the summary sent for signature;
 * then each of these screens in each language at 1280 and 390, checked with axe.
 */

test.use(VIEWPORTS.desktop);

const en = WEB_MESSAGES['en-gb'];
const opsEn = OPS_MESSAGES['en-gb'];
const uk = byLocale((messages) => messages.ukQuestionnaire);
const payTitle = byLocale((messages) => messages.checkout.uk.title);

async function signUpUkFounder(page: Page) {
  const founder = { name: 'Alice Smith', email: uniqueEmail('uk-ltd') };
  await signUpThroughEntryLink(page, '/create-customer?country=UK&legal_form=ltd', {
    ...founder,
    password: 'e2e-password-uk-ltd',
  });
  await expect(page).toHaveURL(/\/uk\/en-gb\/funnel\/pre-payment\/payment$/, { timeout: 20_000 });
  return founder;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: en.common.continue });

test('a UK founder pays in pounds, answers what Companies House asks, signs, and the company is formed', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  const founder = await signUpUkFounder(page);
  await expect(h1(page, payTitle['en-gb'])).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('£99.00');
  await expect(page.getByRole('complementary')).toContainText('£19.80');
  await expect(page.getByRole('link', { name: 'Pay £118.80' })).toBeVisible();

  await page.goto('/uk/en-gb/funnel/pre-payment/stripe');
  await expectSandboxCheckout(page, 'en-gb');
  await payWithCard(page, 'en-gb', TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/uk\/en-gb\/funnel\/company\/name$/, { timeout: 30_000 });

  const name = page.getByLabel(uk['en-gb'].name.label);
  await name.fill('Royal Widgets');
  await expect(page.getByRole('status').filter({ hasText: 'Royal' })).toBeVisible();
  await page.getByLabel(uk['en-gb'].name.jurisdictions['1']).check();
  await next(page).click();
  await expect(page.getByText(en.errors.field.ukNameEnding)).toBeVisible();
  await name.fill('Acme Widgets Ltd');
  await next(page).click();

  await expect(page).toHaveURL(/\/funnel\/company\/registered-office$/);
  await page.getByLabel(uk['en-gb'].address.line1).fill('1 Rose Street');
  await page.getByLabel(uk['en-gb'].address.town).fill('Edinburgh');
  await page.getByLabel(uk['en-gb'].address.postcode).fill('EH2 2PR');
  await next(page).click();
  await expect(page.getByText(en.errors.field.officeJurisdiction)).toBeVisible();
  await page.getByLabel(uk['en-gb'].address.line1).fill('20 Wharf Road');
  await page.getByLabel(uk['en-gb'].address.town).fill('London');
  await page.getByLabel(uk['en-gb'].address.postcode).fill('n17gr');
  await next(page).click();

  await expect(page).toHaveURL(/\/funnel\/company\/activity$/);
  await next(page).click();
  await expect(page.getByText(en.errors.field.required)).toBeVisible();
  await page.getByRole('combobox', { name: uk['en-gb'].activity.label }).fill('62012');
  await page.getByRole('option', { name: /62012/ }).click();
  await expect(page.getByRole('list', { name: uk['en-gb'].activity.chosen })).toContainText(
    '62012',
  );
  await next(page).click();

  await expect(page).toHaveURL(/\/funnel\/people\/directors$/);
  await fillDirector(page, '2020-01-01');
  await next(page).click();
  await expect(page.getByText(en.errors.field.directorAge16)).toBeVisible();
  await page.getByLabel(uk['en-gb'].person.dateOfBirth).fill('1988-03-02');
  await page.getByLabel(uk['en-gb'].person.personalCode).fill('ABC');
  await next(page).click();
  await expect(page.getByText(en.errors.field.personalCode)).toBeVisible();
  await page.getByLabel(uk['en-gb'].person.personalCode).fill('ft515ed7jy5');
  await next(page).click();

  await expect(page).toHaveURL(/\/funnel\/people\/share-capital$/);
  const capital = uk['en-gb'].shareCapital;
  await page.getByLabel(capital.shareholderName).fill('Alice Smith');
  await page.getByLabel(uk['en-gb'].address.line1).fill('1 High Street');
  await page.getByLabel(uk['en-gb'].address.town).fill('Bristol');
  await page.getByLabel(uk['en-gb'].address.postcode).fill('BS1 4DJ');
  await page.getByLabel(capital.shares).fill('0');
  await next(page).click();
  await expect(page.getByText(en.errors.field.shareCount)).toBeVisible();
  await page.getByLabel(capital.shares).fill('100');
  await next(page).click();

  await expect(page).toHaveURL(/\/funnel\/people\/significant-control$/);
  const control = uk['en-gb'].significantControl;
  await next(page).click();
  await expect(page.getByText(en.errors.field.pscStatement)).toBeVisible();
  await page.getByLabel(control.noRegistrablePerson).check();
  await next(page).click();

  await expect(page).toHaveURL(/\/funnel\/articles\/articles$/);
  await page.getByRole('radio', { name: new RegExp(`^${uk['en-gb'].articles.model}`) }).check();
  await next(page).click();

  await expect(page).toHaveURL(/\/funnel\/final-summary\/summary$/);
  await expect(page.getByText('100 Ordinary shares: nominal value £100.00')).toBeVisible();
  await expect(page.getByText(control.noRegistrablePerson)).toBeVisible();
  await expect(page.getByText('20 Wharf Road, London N1 7GR')).toBeVisible();
  await expect(page.getByText('Alice Smith — personal code FT5-15ED-7JY5')).toBeVisible();
  await page.getByRole('button', { name: en.identityAndSignature.summary.confirm }).click();
  await expect(page).toHaveURL(/\/funnel\/e-signature\/intro$/, { timeout: 20_000 });
  await expect(page.getByText(uk['en-gb'].esignature.memorandum)).toBeVisible();

  await test.step('signs the memorandum and articles in the sandbox signing page', async () => {
    await next(page).click();
    await expect(page).toHaveURL(/\/funnel\/e-signature\/waiting-signature$/);
    const signLink = page.getByRole('link', { name: en.timeline.signature.sign });
    await expect(signLink).toBeVisible({ timeout: 20_000 });
    for (const locale of LOCALES) {
      await page.goto(`/uk/${locale}/funnel/e-signature/waiting-signature`);
      await expect(
        page.getByRole('link', { name: WEB_MESSAGES[locale].timeline.signature.sign }),
      ).toBeVisible({ timeout: 20_000 });
      await page.waitForSelector('html[data-hydrated]');
      await shootEachWidth(page, `uk-waiting-signature-${locale}`);
      await expectNoSeriousViolations(page, testInfo, `uk-waiting-signature-${locale}`);
    }
    await page.goto('/uk/en-gb/funnel/e-signature/waiting-signature');
    await signLink.click();
    await signOnSandboxPage(page, 'en-gb', { typed: 'Alice Smith' });
    await expect.poll(() => orderStatus(page.request)).toBe('ORDER_STATUS_QUESTIONNAIRE_RECEIVED');
  });

  const ops = await (await browser.newContext()).newPage();
  await test.step('the team files it and records the incorporation', async () => {
    await signInToBackOffice(ops);
    await openFileOf(ops, founder);
    await moveFileTo(ops, opsEn.statuses.PROCESSING_QUESTIONNAIRE);
    await moveFileTo(ops, opsEn.statuses.QUESTIONNAIRE_APPROVED);
    await moveFileTo(ops, opsEn.statuses.PROCESSING_REGISTRY);
    await uploadOfficialDocument(
      ops,
      `${opsEn.documentTypes.certificate_of_incorporation} — ${opsEn.authorities.companies_house}`,
      {
        name: 'Certificate of incorporation.pdf',
        mimeType: 'application/pdf',
        buffer: pdfFile('Certificate of incorporation 01234567'),
      },
    );
    const formed = opsEn.statuses.COMPANY_FORMED;
    await ops
      .getByRole('list', { name: opsEn.file.status.next })
      .getByRole('button', { name: formed, exact: true })
      .click();
    const dialog = ops.getByRole('dialog', {
      name: fill(opsEn.file.status.dialogTitle, { status: formed }),
    });
    await dialog.getByLabel(opsEn.file.status.companyNumber).fill('0123 4567');
    await dialog.getByRole('button', { name: opsEn.common.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => orderStatus(page.request)).toBe('ORDER_STATUS_COMPANY_FORMED');
  });
  await ops.context().close();

  await test.step('the founder’s UK home names the company by its number', async () => {
    for (const locale of LOCALES) {
      await page.goto(`/uk/${locale}`);
      await expect(
        page.getByText(
          fill(WEB_MESSAGES[locale].home.uk.formedTitle, {
            name: 'Acme Widgets Ltd',
            number: '01234567',
          }),
        ),
      ).toBeVisible();
      await page.waitForSelector('html[data-hydrated]');
      await shootEachWidth(page, `uk-home-formed-${locale}`);
      await expectNoSeriousViolations(page, testInfo, `uk-home-formed-${locale}`);
    }
    await page.goto('/uk/en-gb/documents');
    await expect(
      page
        .getByRole('region', { name: en.documents.recentTitle })
        .getByText('Certificate of incorporation.pdf'),
    ).toBeVisible();
  });
});

/** Fills the first director's fields, born on the day given, with both addresses. */
async function fillDirector(page: Page, dateOfBirth: string) {
  const person = uk['en-gb'].person;
  const address = uk['en-gb'].address;
  await page.getByLabel(person.firstName).fill('Alice');
  await page.getByLabel(person.lastName).fill('Smith');
  await page.getByLabel(person.dateOfBirth).fill(dateOfBirth);
  await page.getByLabel(person.nationality).fill('British');
  await page.getByLabel(uk['en-gb'].directors.occupation).fill('Software developer');
  await page.getByLabel(person.personalCode).fill('FT5-15ED-7JY5');
  const lines = page.getByLabel(address.line1);
  const towns = page.getByLabel(address.town);
  const postcodes = page.getByLabel(address.postcode);
  for (const [index, [line, postcode]] of [
    ['20 Wharf Road', 'N1 7GR'],
    ['1 High Street', 'BS1 4DJ'],
  ].entries()) {
    await lines.nth(index).fill(line!);
    await towns.nth(index).fill(index === 0 ? 'London' : 'Bristol');
    await postcodes.nth(index).fill(postcode!);
  }
}

test('the UK payment and company steps in each language, at both widths', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signUpUkFounder(page);
  for (const locale of LOCALES) {
    await page.goto(`/uk/${locale}/funnel/pre-payment/payment`);
    await expect(h1(page, payTitle[locale])).toBeVisible();
    await shootEachWidth(page, `uk-payment-${locale}`);
    await expectNoSeriousViolations(page, testInfo, `uk-payment-${locale}`);
  }
  await page.goto('/uk/en-gb/funnel/pre-payment/stripe');
  await expectSandboxCheckout(page, 'en-gb');
  await payWithCard(page, 'en-gb', TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/funnel\/company\/name$/, { timeout: 30_000 });
  await page.getByLabel(uk['en-gb'].name.label).fill('Royal Acme Ltd');
  await page.getByLabel(uk['en-gb'].name.jurisdictions['1']).check();
  await next(page).click();
  await page.getByLabel(uk['en-gb'].address.line1).fill('20 Wharf Road');
  await page.getByLabel(uk['en-gb'].address.town).fill('London');
  await page.getByLabel(uk['en-gb'].address.postcode).fill('N1 7GR');
  await next(page).click();
  await expect(page).toHaveURL(/\/funnel\/company\/activity$/);
  await expect(async () => {
    await page.getByRole('combobox').fill('62012');
    await page.getByRole('option', { name: /62012/ }).click({ timeout: 2_000 });
  }).toPass();
  await next(page).click();
  await expect(page).toHaveURL(/\/funnel\/people\/directors$/);
  for (const locale of LOCALES as readonly Locale[]) {
    const base = `/uk/${locale}/funnel/company`;
    await page.goto(`${base}/name`);
    await expect(h1(page, uk[locale].name.title)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Royal' })).toBeVisible();
    await shootEachWidth(page, `uk-company-name-${locale}`);
    await expectNoSeriousViolations(page, testInfo, `uk-company-name-${locale}`);
    await page.goto(`${base}/registered-office`);
    await expect(h1(page, uk[locale].office.title)).toBeVisible();
    await shootEachWidth(page, `uk-company-office-${locale}`);
    await expectNoSeriousViolations(page, testInfo, `uk-company-office-${locale}`);
    await page.goto(`${base}/activity`);
    await expect(h1(page, uk[locale].activity.title)).toBeVisible();
    // The page is rendered on the server: what is typed before it comes alive may be lost.
    await expect(async () => {
      await page.getByRole('combobox').fill('software');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await shootEachWidth(page, `uk-company-activity-${locale}`);
    await expectNoSeriousViolations(page, testInfo, `uk-company-activity-${locale}`);
    await page.goto(`/uk/${locale}/funnel/people/directors`);
    await expect(h1(page, uk[locale].directors.title)).toBeVisible();
    await shootEachWidth(page, `uk-people-directors-${locale}`);
    await expectNoSeriousViolations(page, testInfo, `uk-people-directors-${locale}`);
  }
});

/** Every section of a London company whose one director holds its 100 £1 shares. */
const SECTIONS = completeUkSections({
  englandAndWales: 'UK_JURISDICTION_ENGLAND_AND_WALES',
  modelArticles: 'UK_ARTICLES_MODEL',
});

const ARTICLES_FILE = 'Acme Widgets articles.pdf';

test('the UK people, articles (of its own, uploaded), summary and signature steps in each language, at both widths', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signUpUkFounder(page);
  await page.goto('/uk/en-gb/funnel/pre-payment/stripe');
  await expectSandboxCheckout(page, 'en-gb');
  await payWithCard(page, 'en-gb', TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/funnel\/company\/name$/, { timeout: 30_000 });
  const orderId = await currentOrderId(page.request);
  await rpc(page.request, 'OrderService/UpdateUkIncorporation', {
    id: orderId,
    sections: SECTIONS,
  });

  async function look(path: string, title: string, name: string) {
    await page.goto(path);
    await expect(h1(page, title)).toBeVisible();
    await page.waitForSelector('html[data-hydrated]');
    await shootEachWidth(page, name);
    await expectNoSeriousViolations(page, testInfo, name);
  }
  await test.step('chooses articles of its own and uploads them as a PDF', async () => {
    const articles = uk['en-gb'].articles;
    await page.goto('/uk/en-gb/funnel/articles/articles');
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('radio', { name: new RegExp(`^${articles.bespoke}`) }).check();
    await next(page).click();
    await expect(page.getByText(en.errors.field.required)).toBeVisible();
    await page.getByLabel(en.upload.browse).setInputFiles({
      name: ARTICLES_FILE,
      mimeType: 'application/pdf',
      buffer: pdfFile('Articles of association of Acme Widgets Ltd'),
    });
    await expect(page.getByText(ARTICLES_FILE)).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('button', {
        name: fill(en.upload.replaceLabel, { item: articles.uploadLabel }),
      }),
    ).toBeVisible();
    await next(page).click();
    await expect(page).toHaveURL(/\/funnel\/final-summary\/summary$/);
    await expect(
      page.getByText(fill(uk['en-gb'].summary.articlesFile, { fileName: ARTICLES_FILE })),
    ).toBeVisible();
  });

  for (const locale of LOCALES as readonly Locale[]) {
    const base = `/uk/${locale}/funnel`;
    const texts = uk[locale];
    await look(
      `${base}/people/share-capital`,
      texts.shareCapital.title,
      `uk-share-capital-${locale}`,
    );
    await look(
      `${base}/people/significant-control`,
      texts.significantControl.title,
      `uk-significant-control-${locale}`,
    );
    await look(`${base}/articles/articles`, texts.articles.title, `uk-articles-${locale}`);
    await look(
      `${base}/final-summary/summary`,
      WEB_MESSAGES[locale].identityAndSignature.summary.title,
      `uk-summary-${locale}`,
    );
  }
  await page.goto('/uk/en-gb/funnel/final-summary/summary');
  await page
    .getByRole('button', { name: WEB_MESSAGES['en-gb'].identityAndSignature.summary.confirm })
    .click();
  await expect(page).toHaveURL(/\/funnel\/e-signature\/intro$/, { timeout: 20_000 });
  await expect(
    page.getByText(fill(uk['en-gb'].esignature.bespokeArticlesFile, { fileName: ARTICLES_FILE })),
  ).toBeVisible();
  for (const locale of LOCALES as readonly Locale[]) {
    await look(
      `/uk/${locale}/funnel/e-signature/intro`,
      WEB_MESSAGES[locale].identityAndSignature.esignature.intro.title,
      `uk-signature-intro-${locale}`,
    );
  }
});
