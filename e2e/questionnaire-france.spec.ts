import { expect, test } from '@playwright/test';
import {
  answerActivities,
  answerActivity,
  answerAddress,
  answerAdditionalInfo,
  answerArtisanal,
  answerBirthPlace,
  answerBusinessAddress,
  answerCapital,
  answerCompanyName,
  answerContact,
  answerCurrentSituation,
  answerEndOfFinancialYear,
  answerExpectedVolume,
  answerFiliation,
  answerFiscalOption,
  answerGender,
  answerLifetime,
  answerMaritalStatus,
  answerName,
  answerSpouseBirthPlace,
  answerSpouseName,
  answerUrssaf,
  answerVat,
  confirmSummary,
  continueTo,
  expectStep,
  fillAdditionalInfo,
  fillHomeAddress,
  nirFor,
  QUESTIONNAIRE_COPY,
  readIntro,
  recentProofDate,
  SAMPLE_FILES,
  uploadBusinessProofOfAddress,
  uploadIdentity,
  uploadPersonalProofOfAddress,
  uploadSpouseIdentity,
} from './support/french-questionnaire.js';
import { signIn, signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { orderStatus, payForNewOrder } from './support/payments.js';

/**
 * The French questionnaire answered through the pages, from the payment to the signature: a
 * married SASU founder whose company is hosted by a domiciliation company, in French, who leaves
 * half-way and comes back; and a single micro-entrepreneur registered at home, in English.
 */

const PHONE = '06 12 34 56 78';

test('a married SASU founder answers every step in French, resumes after leaving, and sends the file', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = {
    name: 'Camille Durand',
    email: uniqueEmail('fr-q-sasu'),
    password: 'e2e-password-questionnaire',
  };
  await signUpThroughEntryLink(
    page,
    '/create-customer?country=FR&legal_form=sasu&company_name=Durand%20Studio',
    user,
  );
  await payForNewOrder(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);
  const copy = QUESTIONNAIRE_COPY['fr-fr'];

  // personal-information, with the spouse's two steps
  await answerName(page, { first: 'Camille', last: 'Durand' });
  await answerAddress(
    page,
    { street1: '8 rue Mercière', postalCode: '69002', city: 'Lyon' },
    PHONE,
  );
  await answerGender(page, 'FEMALE');
  await answerFiliation(page, { first: { first: 'Jean', last: 'Durand' }, second: 'unknown' });
  await answerCurrentSituation(page, { status: 'EMPLOYEE', income: 'FROM_1500_TO_3000' });
  await answerBirthPlace(page, { dateOfBirth: '1990-05-14' });
  await answerMaritalStatus(page, 'MARRIED', 'personal-information/spouse-name');
  await answerSpouseName(page, { first: 'Antoine', last: 'Morel', gender: 'MALE', role: 'NONE' });
  await answerSpouseBirthPlace(page, {
    dateOfBirth: '1989-02-03',
    abroad: { countryCode: 'BE', city: 'Bruxelles' },
  });

  // A social security number with a wrong key is refused beside the field, in French.
  const nir = nirFor('FEMALE', '1990-05-14');
  const wrongKey = `${nir.slice(0, -2)}${nir.endsWith('01') ? '02' : '01'}`;
  await fillAdditionalInfo(page, { nir: wrongKey, acre: false });
  await page.getByRole('button', { name: copy.continue }).click();
  const nirField = page.getByLabel(copy.additionalInfo.nir, { exact: true });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy.errors.nir);
  await expect(nirField).toHaveAttribute('aria-invalid', 'true');
  await expectStep(page, 'personal-information/additional-info');
  await answerAdditionalInfo(page, { nir, acre: false, healthInsurance: 'CPAM du Rhône' });
  await answerActivities(page, {});

  // business-information, registered at a domiciliation company
  await answerBusinessAddress(page, {
    address: { street1: '60 rue François 1er', postalCode: '75008', city: 'Paris' },
    type: 'DOMICILIATION',
  });
  await expect(page.getByLabel(copy.companyName, { exact: true })).toHaveValue('Durand Studio');
  await answerCompanyName(page, { companyName: 'Durand Studio' });
  await answerActivity(
    page,
    {
      search: 'programmation',
      code: '62.01Z',
      socialObject:
        'Conception, développement et maintenance de logiciels et d’applications mobiles.',
      type: 'COMMERCIAL',
    },
    'business-information/artisanal',
  );

  // Half-way: 'Save and exit', then the home leads back to the first unanswered step…
  await page.getByRole('link', { name: copy.saveAndExit }).click();
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/business-information\/artisanal$/);
  // …and so does the root after signing in again on another browser.
  const otherContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  });
  const elsewhere = await otherContext.newPage();
  await signIn(elsewhere, user.email, user.password);
  await expectStep(elsewhere, 'business-information/artisanal');
  await elsewhere.goto('/');
  await expect(elsewhere).toHaveURL(/\/fr\/fr-fr\/funnel\/business-information\/artisanal$/);
  await otherContext.close();

  await answerArtisanal(page, false);
  await answerLifetime(page, undefined);
  await answerVat(page, { regime: 'REEL_SIMPLIFIE' }, 'business-information/end-of-financial-year');
  await answerEndOfFinancialYear(page, { day: '30', month: '06' });
  await answerExpectedVolume(page, 'FROM_5K_TO_20K');
  // A SASU has neither the URSSAF frequency nor the fiscal option: on to the capital.
  await answerContact(page, { email: user.email, phone: PHONE }, 'capital-deposit/amount');
  await answerCapital(page, { amount: 1000, shares: 100, legalForm: 'SASU' });

  // confirm-identity: the intro lists the spouse's document and the domiciliation contract.
  await expect(
    page.getByText('La pièce d’identité de votre conjoint ou partenaire de PACS.'),
  ).toBeVisible();
  await expect(page.getByText(/^Un justificatif de l’adresse du siège/)).toBeVisible();
  await readIntro(page, 'confirm-identity/id');
  await uploadIdentity(
    page,
    'ID_CARD',
    { front: SAMPLE_FILES.idFront(), back: SAMPLE_FILES.idBack() },
    'confirm-identity/spouse-id',
  );
  await uploadSpouseIdentity(page, 'PASSPORT', { front: SAMPLE_FILES.passport() });
  await uploadPersonalProofOfAddress(
    page,
    { type: 'UTILITY_BILL', date: recentProofDate(), file: SAMPLE_FILES.bill() },
    'confirm-identity/business-poa',
  );
  await uploadBusinessProofOfAddress(page, {
    type: 'DOMICILIATION',
    date: recentProofDate(),
    file: SAMPLE_FILES.domiciliation(),
  });

  // final-summary: the answers as given, nothing to fix.
  await expect(page.getByRole('heading', { level: 1, name: copy.summary.title })).toBeVisible();
  const answers = page.getByRole('definition');
  await expect(answers.filter({ hasText: /^Camille Durand$/ })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^Marié\(e\)$/ })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^Durand Studio$/ })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^62\.01Z – Programmation informatique$/ })).toHaveCount(
    1,
  );
  await expect(answers.filter({ hasText: nirFor('FEMALE', '1990-05-14') })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^1\s000\s€$/ })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^30 juin$/ })).toHaveCount(1);
  await confirmSummary(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/e-signature\/intro$/);
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_WAITING_ESIGNATURE');
  await expect(
    page.getByText(`Vous recevez à ${user.email} un e-mail avec un lien sécurisé`),
  ).toBeVisible();

  await continueTo(page, 'e-signature/waiting-signature');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vos documents sont prêts à être signés' }),
  ).toBeVisible();
});

test('a single micro-entrepreneur registered at home skips what does not apply, in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = {
    name: 'Hugo Lambert',
    email: uniqueEmail('fr-q-micro'),
    password: 'e2e-password-questionnaire',
  };
  await signUpThroughEntryLink(
    page,
    '/create-customer?country=FR&legal_form=microenterprise',
    user,
  );
  await payForNewOrder(page);
  await expect(page).toHaveURL(/\/fr\/fr-fr\/funnel\/personal-information\/name$/);
  await page.goto('/fr/en-gb/funnel/personal-information/name');
  const copy = QUESTIONNAIRE_COPY['en-gb'];

  await answerName(page, { first: 'Hugo', last: 'Lambert' });

  // A postal code that does not exist is refused by the server, shown beside the field.
  await fillHomeAddress(
    page,
    { street1: '3 place Bellecour', postalCode: '00000', city: 'Lyon' },
    PHONE,
  );
  await page.getByRole('button', { name: copy.continue }).click();
  const postalCode = page.getByLabel(copy.address.postalCode, { exact: true });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy.errors.postalCode);
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/fr\/en-gb\/funnel\/personal-information\/address$/);
  await answerAddress(
    page,
    { street1: '3 place Bellecour', postalCode: '69002', city: 'Lyon' },
    PHONE,
  );

  await answerGender(page, 'MALE');
  await answerFiliation(page, {
    first: { first: 'Paul', last: 'Lambert' },
    second: { first: 'Claire', last: 'Roux' },
  });
  await answerCurrentSituation(page, { status: 'JOB_SEEKER' });
  await answerBirthPlace(page, { dateOfBirth: '1985-11-20' });
  // Single: no spouse steps.
  await answerMaritalStatus(page, 'SINGLE', 'personal-information/additional-info');
  await answerAdditionalInfo(page, { nir: nirFor('MALE', '1985-11-20'), acre: true });
  await answerActivities(page, { pastEndDate: '2020-12-31' });

  // The trading name is optional, and still asked.
  await answerBusinessAddress(page, 'home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Would you like a trading name?' }),
  ).toBeVisible();
  await answerCompanyName(page, { tradingName: 'Lambert Web' });
  // Liberal: no artisanal question; a micro-entreprise has no lifetime to choose.
  await answerActivity(
    page,
    {
      search: 'programmation',
      code: '62.01Z',
      socialObject: 'Website development',
      type: 'LIBERAL',
      micro: true,
    },
    'business-information/vat',
  );
  // No end of financial year either: it is the calendar year.
  await answerVat(page, { regime: 'FRANCHISE' }, 'business-information/expected-volume');
  await answerExpectedVolume(page, 'LESS_THAN_5K');
  await answerContact(page, { email: user.email, phone: PHONE }, 'business-information/urssaf');
  await answerUrssaf(page, 'QUARTERLY');
  // No capital deposit for a micro-entreprise: straight to the documents.
  await answerFiscalOption(page, true);

  // Back goes to the previous step that applies, across the funnels.
  await page.getByRole('link', { name: copy.back }).click();
  await expect(page).toHaveURL(/\/fr\/en-gb\/funnel\/business-information\/fiscal-option$/);
  await answerFiscalOption(page, true);

  // Neither the spouse's document nor a proof of the business address.
  await expect(page.getByRole('main').getByText(/spouse/)).toHaveCount(0);
  await expect(page.getByText(/^A proof of your company’s address/)).toHaveCount(0);
  await readIntro(page, 'confirm-identity/id');
  await uploadIdentity(
    page,
    'PASSPORT',
    { front: SAMPLE_FILES.passport() },
    'confirm-identity/personal-poa',
  );
  await uploadPersonalProofOfAddress(
    page,
    { type: 'RENT_RECEIPT', date: recentProofDate(), file: SAMPLE_FILES.bill() },
    'final-summary/summary',
  );

  // A skipped step cannot be opened: the home sends the founder back to where they stand.
  await page.goto('/fr/en-gb/funnel/capital-deposit/amount');
  await expect(page).toHaveURL(/\/fr\/en-gb\/funnel\/final-summary\/summary$/);

  await expect(page.getByRole('heading', { level: 1, name: copy.summary.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Share capital' })).toHaveCount(0);
  const answers = page.getByRole('definition');
  await expect(answers.filter({ hasText: /^Hugo Lambert$/ })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^At your home address$/ })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^Lambert Web$/ })).toHaveCount(1);
  await expect(answers.filter({ hasText: /^Quarterly$/ })).toHaveCount(1);
  await confirmSummary(page);
  await expect(page).toHaveURL(/\/fr\/en-gb\/funnel\/e-signature\/intro$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign your documents electronically' }),
  ).toBeVisible();
  expect(await orderStatus(page.request)).toBe('ORDER_STATUS_WAITING_ESIGNATURE');
});
