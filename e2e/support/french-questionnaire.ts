import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pdfFile, pngFile, rpc, uploadQuestionnaireDocument } from './documents.js';
import { WEB_MESSAGES, withEuros } from './messages.js';

/**
 * The French questionnaire answered as a person would: one helper a step, finding the fields by
 * their labels and roles in the language of the page (fr-fr or en-gb, read from its path), ending
 * with 'Continue' and the step the journey expects next. And, for tests about what comes after,
 * the same answers given at once through OrderService/UpdateOrder and the upload calls.
 */

export type QuestionnaireLocale = 'fr-fr' | 'en-gb';

/** A step's path under /funnel: 'personal-information/name'. */
export type StepPath = `${string}/${string}`;

type Gender = 'MALE' | 'FEMALE';
type MaritalStatus = 'SINGLE' | 'MARRIED' | 'PACS' | 'DIVORCED' | 'WIDOWED';
type EmploymentStatus =
  'EMPLOYEE' | 'JOB_SEEKER' | 'STUDENT' | 'RETIRED' | 'SELF_EMPLOYED' | 'OTHER';
type MonthlyIncome = 'LESS_THAN_1500' | 'FROM_1500_TO_3000' | 'MORE_THAN_3000';
type SpouseRole = 'NONE' | 'COLLABORATOR' | 'EMPLOYEE';
type OfficeType = 'DOMICILIATION' | 'COMMERCIAL_LEASE';
type ActivityType = 'COMMERCIAL' | 'ARTISANAL' | 'LIBERAL';
type VatRegime = 'FRANCHISE' | 'REEL_SIMPLIFIE' | 'REEL_NORMAL';
type VatFrequency = 'MONTHLY' | 'QUARTERLY' | 'ANNUAL';
type PaymentVolume = 'LESS_THAN_5K' | 'FROM_5K_TO_20K' | 'FROM_20K_TO_50K' | 'MORE_THAN_50K';
type UrssafFrequency = 'MONTHLY' | 'QUARTERLY';
type IdentityType = 'ID_CARD' | 'PASSPORT' | 'RESIDENCE_PERMIT';
type ProofType =
  'UTILITY_BILL' | 'TAX_NOTICE' | 'HOME_INSURANCE' | 'RENT_RECEIPT' | 'HOST_CERTIFICATE';

/** A label that starts the accessible name (the choice cards add their hint after it). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The words of the questionnaire the helpers look for, read from the web app's messages. */
function questionnaireCopy(locale: QuestionnaireLocale) {
  const messages = WEB_MESSAGES[locale];
  const { common, errors, questionnaire, upload, shell } = messages;
  const personal = messages.personalInformation;
  const business = messages.businessInformation;
  const identity = messages.identityAndSignature;
  const volume = business.expectedVolume;
  return {
    continue: common.continue,
    back: shell.funnel.back,
    saveAndExit: shell.funnel.saveAndExit,
    yes: questionnaire.yes,
    no: questionnaire.no,
    name: personal.name,
    address: { ...questionnaire.address, phone: questionnaire.phone.number },
    gender: personal.gender,
    filiation: personal.filiation,
    employmentStatus: personal.currentSituation.status,
    incomeLegend: personal.currentSituation.incomeLegend,
    income: personal.currentSituation.income,
    birth: { ...personal.birth, nationality: personal.birthPlace.nationality },
    maritalStatus: personal.maritalStatus,
    spouse: {
      birthName: personal.spouseName.birthName,
      genderLegend: personal.gender.legend,
      roleLegend: personal.spouseName.roleLegend,
      role: personal.spouseName.role,
    },
    additionalInfo: personal.additionalInfo,
    activities: personal.activities,
    businessAddress: {
      sameAsPersonal: business.address.sameAsPersonal,
      companyAddress: business.address.companyAddress,
      addressType: business.address.addressType,
      types: {
        DOMICILIATION: business.address.types.DOMICILIATION.label,
        COMMERCIAL_LEASE: business.address.types.COMMERCIAL_LEASE.label,
      },
    },
    companyName: business.name.label,
    tradingName: business.name.microLabel,
    activity: {
      search: business.activity.search.label,
      socialObject: business.activity.socialObject.label,
      microSocialObject: business.activity.socialObject.microLabel,
      typeLegend: business.activity.type.legend,
      types: {
        COMMERCIAL: business.activity.type.COMMERCIAL.label,
        ARTISANAL: business.activity.type.ARTISANAL.label,
        LIBERAL: business.activity.type.LIBERAL.label,
      },
    },
    artisanalLegend: business.artisanal.legend,
    lifetime: business.lifetime.label,
    vat: {
      regimeLegend: business.vat.regime,
      regimes: {
        FRANCHISE: business.vat.regimes.FRANCHISE.label,
        REEL_SIMPLIFIE: business.vat.regimes.REEL_SIMPLIFIE.label,
        REEL_NORMAL: business.vat.regimes.REEL_NORMAL.label,
      },
      frequencyLegend: business.vat.frequency,
      frequencies: {
        MONTHLY: business.vat.frequencies.MONTHLY.label,
        QUARTERLY: business.vat.frequencies.QUARTERLY.label,
        ANNUAL: business.vat.frequencies.ANNUAL.label,
      },
    },
    endOfFinancialYear: business.endOfFinancialYear,
    volume: {
      LESS_THAN_5K: withEuros(locale, volume.lessThan, { amount: 5_000 }),
      FROM_5K_TO_20K: withEuros(locale, volume.between, { from: 5_000, to: 20_000 }),
      FROM_20K_TO_50K: withEuros(locale, volume.between, { from: 20_000, to: 50_000 }),
      MORE_THAN_50K: withEuros(locale, volume.moreThan, { amount: 50_000 }),
    },
    contactEmail: business.contact.email,
    urssafLegend: business.urssaf.legend,
    urssaf: {
      MONTHLY: business.urssaf.MONTHLY.label,
      QUARTERLY: business.urssaf.QUARTERLY.label,
    },
    fiscalOptionLegend: business.fiscalOption.legend,
    capital: {
      amount: personal.capital.amount,
      sharesSASU: personal.capital.shares.SASU,
      sharesEURL: personal.capital.shares.EURL,
    },
    identityTypes: identity.identityTypes,
    upload: { ...identity.upload, browse: upload.browse, received: upload.received },
    proofTypes: identity.proofTypes,
    personalPoa: {
      date: identity.personalPoa.dateLabel,
      upload: identity.personalPoa.uploadLabel,
    },
    businessPoa: {
      DOMICILIATION: {
        date: identity.businessPoa.domiciliation.dateLabel,
        upload: identity.businessPoa.domiciliation.uploadLabel,
      },
      COMMERCIAL_LEASE: {
        date: identity.businessPoa.commercialLease.dateLabel,
        upload: identity.businessPoa.commercialLease.uploadLabel,
      },
    },
    summary: identity.summary,
    errors: { postalCode: errors.field.postalCode, nir: errors.field.nir },
  };
}

export const QUESTIONNAIRE_COPY = {
  'fr-fr': questionnaireCopy('fr-fr'),
  'en-gb': questionnaireCopy('en-gb'),
};

type Copy = (typeof QUESTIONNAIRE_COPY)[QuestionnaireLocale];

/** The language of the page, from its path: /fr/fr-fr/... or /fr/en-gb/... */
export function localeOf(page: Page): QuestionnaireLocale {
  const match = /\/fr\/(fr-fr|en-gb)(\/|$)/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`Not a French area page in fr-fr or en-gb: ${page.url()}`);
  return match[1] as QuestionnaireLocale;
}

function copyOf(page: Page): Copy {
  return QUESTIONNAIRE_COPY[localeOf(page)];
}

/** The URL of a questionnaire step, in either language. */
export function stepUrl(step: StepPath): RegExp {
  return new RegExp(`/fr/(fr-fr|en-gb)/funnel/${step}$`);
}

/** Waits until the page is the given step. */
export async function expectStep(page: Page, step: StepPath) {
  await expect(page).toHaveURL(stepUrl(step), { timeout: 15_000 });
}

/** 'Continue', then the step the answers lead to. */
export async function continueTo(page: Page, next: StepPath) {
  await page.getByRole('button', { name: copyOf(page).continue, exact: true }).click();
  await expectStep(page, next);
}

/** A question answered with choice cards: its radio group, named by the legend. */
function group(page: Page, legend: string): Locator {
  return page.getByRole('group', { name: legend, exact: true });
}

async function chooseIn(scope: Page | Locator, label: string) {
  await scope.getByRole('radio', { name: startsWith(label) }).check();
}

async function answerYesNo(page: Page, legend: string, value: boolean) {
  const copy = copyOf(page);
  await group(page, legend)
    .getByRole('radio', { name: value ? copy.yes : copy.no, exact: true })
    .check();
}

/** Today's date in France, moved by a number of days, as YYYY-MM-DD (what a date field takes). */
export function dateInFrance(daysFromToday = 0): string {
  const day = new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(day);
}

/**
 * A proof of address dated 10 days ago: inside the registry's 3 months whatever the day the
 * tests run.
 */
export const recentProofDate = () => dateInFrance(-10);

/** A valid NIR (social security number) for a sex, a year and month of birth, born in Lyon. */
export function nirFor(gender: Gender, dateOfBirth: string, order = '045'): string {
  const [year, month] = dateOfBirth.split('-');
  const first13 = `${gender === 'MALE' ? 1 : 2}${year!.slice(2)}${month}69123${order}`;
  const key = String(97 - (Number(first13) % 97)).padStart(2, '0');
  return `${first13.slice(0, 1)} ${first13.slice(1, 3)} ${first13.slice(3, 5)} ${first13.slice(5, 7)} ${first13.slice(7, 10)} ${first13.slice(10, 13)} ${key}`;
}

// personal-information

export async function answerName(
  page: Page,
  name: { first: string; middle?: string; last: string },
  next: StepPath = 'personal-information/address',
) {
  const copy = copyOf(page).name;
  await page.getByLabel(copy.first, { exact: true }).fill(name.first);
  await page.getByLabel(copy.middle, { exact: true }).fill(name.middle ?? '');
  await page.getByLabel(copy.last, { exact: true }).fill(name.last);
  await continueTo(page, next);
}

export interface AddressAnswer {
  street1: string;
  postalCode: string;
  city: string;
  /** ISO code; France unless said. */
  countryCode?: string;
}

async function fillAddress(scope: Page | Locator, copy: Copy['address'], address: AddressAnswer) {
  await scope.getByLabel(copy.street1, { exact: true }).fill(address.street1);
  await scope.getByLabel(copy.postalCode, { exact: true }).fill(address.postalCode);
  await scope.getByLabel(copy.city, { exact: true }).fill(address.city);
  await scope.getByLabel(copy.country, { exact: true }).selectOption(address.countryCode ?? 'FR');
}

/** The home address and phone: fills them only (no 'Continue'), for checks of a refusal. */
export async function fillHomeAddress(page: Page, address: AddressAnswer, phone: string) {
  const copy = copyOf(page).address;
  await fillAddress(page, copy, address);
  await page.getByLabel(copy.phone, { exact: true }).fill(phone);
}

export async function answerAddress(
  page: Page,
  address: AddressAnswer,
  phone: string,
  next: StepPath = 'personal-information/gender',
) {
  await fillHomeAddress(page, address, phone);
  await continueTo(page, next);
}

export async function answerGender(
  page: Page,
  gender: Gender,
  next: StepPath = 'personal-information/filiation',
) {
  await page.getByRole('radio', { name: copyOf(page).gender[gender], exact: true }).check();
  await continueTo(page, next);
}

type ParentAnswer = { first: string; last: string } | 'unknown';

export async function answerFiliation(
  page: Page,
  parents: { first: ParentAnswer; second: ParentAnswer },
  next: StepPath = 'personal-information/current-situation',
) {
  const copy = copyOf(page).filiation;
  for (const [legend, parent] of [
    [copy.firstParent, parents.first],
    [copy.secondParent, parents.second],
  ] as const) {
    const fieldset = group(page, legend);
    if (parent === 'unknown') {
      await fieldset.getByRole('checkbox', { name: copy.unknown }).check();
    } else {
      await fieldset.getByLabel(copy.first, { exact: true }).fill(parent.first);
      await fieldset.getByLabel(copy.last, { exact: true }).fill(parent.last);
    }
  }
  await continueTo(page, next);
}

export async function answerCurrentSituation(
  page: Page,
  situation: { status: EmploymentStatus; income?: MonthlyIncome },
  next: StepPath = 'personal-information/birth-place',
) {
  const copy = copyOf(page);
  await chooseIn(page, copy.employmentStatus[situation.status]);
  if (situation.income) {
    await group(page, copy.incomeLegend)
      .getByRole('radio', { name: copy.income[situation.income], exact: true })
      .check();
  }
  await continueTo(page, next);
}

export interface BirthAnswer {
  dateOfBirth: string;
  /** Born in France: the commune searched by these letters, and the option to pick. */
  commune?: { search: string; option: RegExp };
  /** Born abroad: the country and the city. */
  abroad?: { countryCode: string; city: string };
}

/** The commune search: type a few letters, pick the option in the list. */
export async function chooseCommune(page: Page, label: string, search: string, option: RegExp) {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  await combobox.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(combobox).toHaveValue(option);
}

async function fillBirth(page: Page, birth: BirthAnswer) {
  const copy = copyOf(page).birth;
  await page.getByLabel(copy.dateOfBirth, { exact: true }).fill(birth.dateOfBirth);
  if (birth.abroad) {
    await page.getByLabel(copy.country, { exact: true }).selectOption(birth.abroad.countryCode);
    await page.getByRole('textbox', { name: copy.city, exact: true }).fill(birth.abroad.city);
  } else {
    const commune = birth.commune ?? { search: 'Lyon', option: /^Lyon \(69\)/ };
    await page.getByLabel(copy.country, { exact: true }).selectOption('FR');
    await chooseCommune(page, copy.commune, commune.search, commune.option);
  }
}

export async function answerBirthPlace(
  page: Page,
  birth: BirthAnswer & { nationality?: string },
  next: StepPath = 'personal-information/marital-status',
) {
  await fillBirth(page, birth);
  await page
    .getByLabel(copyOf(page).birth.nationality, { exact: true })
    .selectOption(birth.nationality ?? 'FR');
  await continueTo(page, next);
}

export async function answerMaritalStatus(page: Page, status: MaritalStatus, next: StepPath) {
  await page.getByRole('radio', { name: copyOf(page).maritalStatus[status], exact: true }).check();
  await continueTo(page, next);
}

export async function answerSpouseName(
  page: Page,
  spouse: {
    first: string;
    last: string;
    birthName?: string;
    gender: Gender;
    role: SpouseRole;
  },
  next: StepPath = 'personal-information/spouse-birth-place',
) {
  const copy = copyOf(page);
  await page.getByLabel(copy.name.first, { exact: true }).fill(spouse.first);
  await page.getByLabel(copy.name.last, { exact: true }).fill(spouse.last);
  await page.getByLabel(copy.spouse.birthName, { exact: true }).fill(spouse.birthName ?? '');
  await group(page, copy.spouse.genderLegend)
    .getByRole('radio', { name: copy.gender[spouse.gender], exact: true })
    .check();
  await chooseIn(group(page, copy.spouse.roleLegend), copy.spouse.role[spouse.role]);
  await continueTo(page, next);
}

export async function answerSpouseBirthPlace(
  page: Page,
  birth: BirthAnswer,
  next: StepPath = 'personal-information/additional-info',
) {
  await fillBirth(page, birth);
  await continueTo(page, next);
}

/** The social security step's fields, without 'Continue'. */
export async function fillAdditionalInfo(
  page: Page,
  info: { nir: string; acre: boolean; healthInsurance?: string },
) {
  const copy = copyOf(page).additionalInfo;
  await page.getByLabel(copy.nir, { exact: true }).fill(info.nir);
  await answerYesNo(page, copy.acreLegend, info.acre);
  await page.getByLabel(copy.healthInsurance, { exact: true }).fill(info.healthInsurance ?? '');
}

export async function answerAdditionalInfo(
  page: Page,
  info: { nir: string; acre: boolean; healthInsurance?: string },
  next: StepPath = 'personal-information/activities',
) {
  await fillAdditionalInfo(page, info);
  await continueTo(page, next);
}

export async function answerActivities(
  page: Page,
  activities: { current?: string; pastEndDate?: string },
  next: StepPath = 'business-information/address',
) {
  const copy = copyOf(page).activities;
  await answerYesNo(page, copy.currentLegend, activities.current !== undefined);
  if (activities.current !== undefined) {
    await page.getByLabel(copy.currentActivity, { exact: true }).fill(activities.current);
  }
  await answerYesNo(page, copy.pastLegend, activities.pastEndDate !== undefined);
  if (activities.pastEndDate !== undefined) {
    await page.getByLabel(copy.endDate, { exact: true }).fill(activities.pastEndDate);
  }
  await continueTo(page, next);
}

// business-information

export async function answerBusinessAddress(
  page: Page,
  office: 'home' | { address: Omit<AddressAnswer, 'countryCode'>; type: OfficeType },
  next: StepPath = 'business-information/name',
) {
  const copy = copyOf(page);
  await answerYesNo(page, copy.businessAddress.sameAsPersonal, office === 'home');
  if (office !== 'home') {
    // The registered office of a French company is in France: the country is not asked.
    const fieldset = group(page, copy.businessAddress.companyAddress);
    const { address } = office;
    await fieldset.getByLabel(copy.address.street1, { exact: true }).fill(address.street1);
    await fieldset.getByLabel(copy.address.postalCode, { exact: true }).fill(address.postalCode);
    await fieldset.getByLabel(copy.address.city, { exact: true }).fill(address.city);
    await chooseIn(
      group(page, copy.businessAddress.addressType),
      copy.businessAddress.types[office.type],
    );
  }
  await continueTo(page, next);
}

/** The company name (proposed from the entry link) or, for a micro-entreprise, a trading name. */
export async function answerCompanyName(
  page: Page,
  name: { companyName: string } | { tradingName: string },
  next: StepPath = 'business-information/activity',
) {
  const copy = copyOf(page);
  if ('companyName' in name) {
    await page.getByLabel(copy.companyName, { exact: true }).fill(name.companyName);
  } else {
    await page.getByLabel(copy.tradingName, { exact: true }).fill(name.tradingName);
  }
  await continueTo(page, next);
}

/** The NAF search: type a keyword, pick the activity by its code. */
export async function chooseActivity(page: Page, search: string, code: string) {
  const copy = copyOf(page).activity;
  await page.getByRole('combobox', { name: copy.search, exact: true }).fill(search);
  await page.getByRole('option', { name: startsWith(code) }).click();
  await expect(
    page.getByRole('list', { name: /^(Activités choisies|Chosen activities)$/ }),
  ).toContainText(code);
}

export async function answerActivity(
  page: Page,
  activity: {
    search: string;
    code: string;
    socialObject: string;
    type: ActivityType;
    micro?: boolean;
  },
  next: StepPath,
) {
  const copy = copyOf(page).activity;
  await chooseActivity(page, activity.search, activity.code);
  await page
    .getByLabel(activity.micro ? copy.microSocialObject : copy.socialObject, { exact: true })
    .fill(activity.socialObject);
  await chooseIn(group(page, copy.typeLegend), copy.types[activity.type]);
  await continueTo(page, next);
}

export async function answerArtisanal(
  page: Page,
  artisanal: boolean,
  next: StepPath = 'business-information/lifetime',
) {
  const copy = copyOf(page);
  await chooseIn(group(page, copy.artisanalLegend), artisanal ? copy.yes : copy.no);
  await continueTo(page, next);
}

/** The company's lifetime: 99 years is proposed; a number replaces it. */
export async function answerLifetime(
  page: Page,
  years: number | undefined,
  next: StepPath = 'business-information/vat',
) {
  const field = page.getByLabel(copyOf(page).lifetime, { exact: true });
  await expect(field).toHaveValue('99');
  if (years !== undefined) await field.fill(String(years));
  await continueTo(page, next);
}

export async function answerVat(
  page: Page,
  vat: { regime: VatRegime; frequency?: VatFrequency },
  next: StepPath,
) {
  const copy = copyOf(page).vat;
  await chooseIn(group(page, copy.regimeLegend), copy.regimes[vat.regime]);
  if (vat.frequency) {
    await chooseIn(group(page, copy.frequencyLegend), copy.frequencies[vat.frequency]);
  }
  await continueTo(page, next);
}

/** The end of the financial year, 31/12 proposed; day and month as two digits ('30', '06'). */
export async function answerEndOfFinancialYear(
  page: Page,
  end: { day: string; month: string } | undefined,
  next: StepPath = 'business-information/expected-volume',
) {
  const copy = copyOf(page).endOfFinancialYear;
  const day = page.getByRole('combobox', { name: copy.day, exact: true });
  const month = page.getByRole('combobox', { name: copy.month, exact: true });
  await expect(day).toHaveValue('31');
  await expect(month).toHaveValue('12');
  if (end) {
    await month.selectOption(end.month);
    await day.selectOption(end.day);
  }
  await continueTo(page, next);
}

export async function answerExpectedVolume(
  page: Page,
  volume: PaymentVolume,
  next: StepPath = 'business-information/contact',
) {
  await page.getByRole('radio', { name: copyOf(page).volume[volume] }).check();
  await continueTo(page, next);
}

/** The business contact: the sign-up e-mail and the personal phone are proposed. */
export async function answerContact(
  page: Page,
  proposed: { email: string; phone: string },
  next: StepPath,
) {
  const copy = copyOf(page);
  await expect(page.getByLabel(copy.contactEmail, { exact: true })).toHaveValue(proposed.email);
  await expect(page.getByLabel(copy.address.phone, { exact: true })).toHaveValue(proposed.phone);
  await continueTo(page, next);
}

export async function answerUrssaf(
  page: Page,
  frequency: UrssafFrequency,
  next: StepPath = 'business-information/fiscal-option',
) {
  const copy = copyOf(page);
  await chooseIn(group(page, copy.urssafLegend), copy.urssaf[frequency]);
  await continueTo(page, next);
}

/** The versement libératoire of a micro-entreprise: yes is proposed. */
export async function answerFiscalOption(
  page: Page,
  withholdingTax: boolean,
  next: StepPath = 'confirm-identity/intro',
) {
  const copy = copyOf(page);
  const fieldset = group(page, copy.fiscalOptionLegend);
  await expect(fieldset.getByRole('radio', { name: startsWith(copy.yes) })).toBeChecked();
  await chooseIn(fieldset, withholdingTax ? copy.yes : copy.no);
  await continueTo(page, next);
}

// capital-deposit

export async function answerCapital(
  page: Page,
  capital: { amount: number; shares: number; legalForm: 'SASU' | 'EURL' },
  next: StepPath = 'confirm-identity/intro',
) {
  const copy = copyOf(page).capital;
  await page.getByLabel(copy.amount, { exact: true }).fill(String(capital.amount));
  await page
    .getByLabel(capital.legalForm === 'SASU' ? copy.sharesSASU : copy.sharesEURL, { exact: true })
    .fill(String(capital.shares));
  await continueTo(page, next);
}

// confirm-identity

/** The intro of the documents (or of the signature): nothing to answer. */
export async function readIntro(page: Page, next: StepPath) {
  await continueTo(page, next);
}

export interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const SAMPLE_FILES = {
  idFront: (): UploadedFile => ({
    name: 'cni-recto.png',
    mimeType: 'image/png',
    buffer: pngFile(64, 40, [20, 60, 140]),
  }),
  idBack: (): UploadedFile => ({
    name: 'cni-verso.png',
    mimeType: 'image/png',
    buffer: pngFile(64, 40, [140, 60, 20]),
  }),
  passport: (): UploadedFile => ({
    name: 'passeport.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('Passeport'),
  }),
  bill: (): UploadedFile => ({
    name: 'facture-electricite.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('Facture d’électricité'),
  }),
  domiciliation: (): UploadedFile => ({
    name: 'contrat-domiciliation.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('Contrat de domiciliation'),
  }),
};

/** One upload of a step, the section named after the file it asks for: stores the file. */
export async function uploadInto(page: Page, section: string, file: UploadedFile) {
  const copy = copyOf(page).upload;
  const region = page.getByRole('region', { name: section, exact: true });
  await region.getByLabel(copy.browse, { exact: true }).setInputFiles(file);
  await expect(region.getByText(file.name, { exact: true })).toBeVisible();
  await expect(region.getByText(copy.received, { exact: true })).toBeVisible();
}

async function uploadIdentityDocument(
  page: Page,
  type: IdentityType,
  files: { front: UploadedFile; back?: UploadedFile },
) {
  const copy = copyOf(page);
  await chooseIn(page, copy.identityTypes[type]);
  if (type === 'PASSPORT') {
    await uploadInto(page, copy.upload.photoPage, files.front);
  } else {
    await uploadInto(page, copy.upload.front, files.front);
    await uploadInto(page, copy.upload.back, files.back!);
  }
}

/** confirm-identity/id: the kind of document and its sides. */
export async function uploadIdentity(
  page: Page,
  type: IdentityType,
  files: { front: UploadedFile; back?: UploadedFile },
  next: StepPath,
) {
  await uploadIdentityDocument(page, type, files);
  await continueTo(page, next);
}

/** confirm-identity/spouse-id: the same for the spouse. */
export async function uploadSpouseIdentity(
  page: Page,
  type: IdentityType,
  files: { front: UploadedFile; back?: UploadedFile },
  next: StepPath = 'confirm-identity/personal-poa',
) {
  await uploadIdentityDocument(page, type, files);
  await continueTo(page, next);
}

export async function uploadPersonalProofOfAddress(
  page: Page,
  proof: { type: ProofType; date: string; file: UploadedFile },
  next: StepPath,
) {
  const copy = copyOf(page);
  await chooseIn(page, copy.proofTypes[proof.type]);
  await page.getByLabel(copy.personalPoa.date, { exact: true }).fill(proof.date);
  await uploadInto(page, copy.personalPoa.upload, proof.file);
  await continueTo(page, next);
}

export async function uploadBusinessProofOfAddress(
  page: Page,
  proof: { type: OfficeType; date: string; file: UploadedFile },
  next: StepPath = 'final-summary/summary',
) {
  const copy = copyOf(page).businessPoa[proof.type];
  await page.getByLabel(copy.date, { exact: true }).fill(proof.date);
  await uploadInto(page, copy.upload, proof.file);
  await continueTo(page, next);
}

// final-summary

/** The summary with nothing left to fix: 'Confirm and send', then the signature's intro. */
export async function confirmSummary(page: Page) {
  const copy = copyOf(page).summary;
  await expect(page.getByText(copy.ready, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: copy.confirm, exact: true }).click();
  await expectStep(page, 'e-signature/intro');
}

// Answers through the API, for tests about what comes after a step.

/** OrderService/UpdateOrder with the JSON of the formation.v1 messages. */
export async function updateOrder(
  request: APIRequestContext,
  orderId: string,
  update: Record<string, unknown>,
) {
  return rpc<{ progress?: { currentFunnel?: string; currentStep?: string; completed?: boolean } }>(
    request,
    'OrderService/UpdateOrder',
    { id: orderId, ...update },
  );
}

export type ScreenshotProfile =
  'married-eurl-elsewhere' | 'married-sasu-elsewhere' | 'single-micro-at-home';

/**
 * Every answer of the questionnaire through the API, up to the summary: a married EURL (or SASU)
 * founder whose company is at a domiciliation company (every step but the fiscal option), or a
 * single micro-entrepreneur registered at home (the fiscal option).
 */
export async function answerEverythingThroughApi(
  request: APIRequestContext,
  orderId: string,
  profile: ScreenshotProfile,
) {
  const married = profile !== 'single-micro-at-home';
  // A SASU's president is an employee (assimilé salarié): the spouse has no status in the company
  // and there are no self-employed contributions to schedule.
  const sasu = profile === 'married-sasu-elsewhere';
  const dateOfBirth = married ? '1988-03-21' : '1992-09-08';
  const lyon = {
    birthCountry: 'FR',
    birthPlace: '69123',
    birthCity: 'Lyon',
    birthPostalCode: '69001',
  };
  await updateOrder(request, orderId, {
    personalInformation: {
      fullName: married
        ? { first: 'Margaux', middle: 'Anne', last: 'Lefebvre-Duval' }
        : { first: 'Karim', last: 'Haddad' },
      address: {
        street1: '12 rue de la République',
        street2: married ? 'Bâtiment B, 3e étage' : '',
        postalCode: '69002',
        city: 'Lyon',
        countryCode: 'FR',
      },
      phone: { code: 'FR', number: '06 12 34 56 78' },
      gender: married ? 'GENDER_FEMALE' : 'GENDER_MALE',
      firstParent: { fullName: { first: 'Jacques', last: married ? 'Lefebvre' : 'Haddad' } },
      secondParent: married ? { fullName: { first: 'Sylvie', last: 'Martin' } } : { unknown: true },
      employmentStatus: married ? 'EMPLOYMENT_STATUS_EMPLOYEE' : 'EMPLOYMENT_STATUS_JOB_SEEKER',
      ...(married ? { monthlyIncome: 'MONTHLY_INCOME_FROM_1500_TO_3000' } : {}),
      dateOfBirth,
      ...lyon,
      nationality: 'FR',
      maritalStatus: married ? 'MARITAL_STATUS_MARRIED' : 'MARITAL_STATUS_SINGLE',
      ...(married
        ? {
            spouse: {
              fullName: { first: 'Thomas', last: 'Duval' },
              birthName: '',
              gender: 'GENDER_MALE',
              nationality: 'BE',
              spouseRole: sasu ? 'SPOUSE_ROLE_NONE' : 'SPOUSE_ROLE_COLLABORATOR',
              dateOfBirth: '1987-07-02',
              birthCountry: 'BE',
              birthCity: 'Bruxelles',
              birthPlace: '',
              birthPostalCode: '',
              identityDocumentType: 'FRENCH_IDENTITY_DOCUMENT_TYPE_PASSPORT',
            },
          }
        : {}),
      socialSecurityNumber: nirFor(married ? 'FEMALE' : 'MALE', dateOfBirth),
      submittedAcre: !married,
      healthInsuranceProvider: married ? 'CPAM du Rhône' : '',
      hasCurrentActivity: married,
      currentActivity: married ? 'Développeuse salariée à temps partiel' : '',
      hasWorkedAsSelfEmployed: married,
      pastActivity: { endDate: married ? '2021-06-30' : '' },
      identityDocumentType: 'FRENCH_IDENTITY_DOCUMENT_TYPE_ID_CARD',
      proofAddressDocumentType: 'FRENCH_PROOF_OF_ADDRESS_TYPE_UTILITY_BILL',
      proofAddressDate: recentProofDate(),
    },
    companyDetails: married
      ? {
          isRegisteredAddressSameAsPersonalAddress: false,
          address: {
            street1: '60 rue François 1er',
            postalCode: '75008',
            city: 'Paris',
            countryCode: 'FR',
          },
          addressType: 'ADDRESS_TYPE_DOMICILIATION',
          companyName: 'Lefebvre Conseil Numérique',
          activities: ['62.01Z', '62.02A'],
          activitiesSet: true,
          activityType: 'ACTIVITY_TYPE_COMMERCIAL',
          socialObject:
            'Conception, développement et maintenance de sites internet et d’applications mobiles, conseil en systèmes informatiques.',
          companyDuration: 99,
          vta: { regime: 'VAT_REGIME_REEL_NORMAL', frequency: 'VAT_FREQUENCY_QUARTERLY' },
          endOfFiscalYear: '30/06',
          monthlyPaymentVolume: 'PAYMENT_VOLUME_FROM_5K_TO_20K',
          email: 'contact@lefebvre-conseil.example',
          phone: { code: 'FR', number: '01 23 45 67 89' },
          ...(sasu
            ? {}
            : { socialSecurityPaymentFrequency: 'SOCIAL_SECURITY_PAYMENT_FREQUENCY_QUARTERLY' }),
          proofAddressDate: dateInFrance(-30),
        }
      : {
          isRegisteredAddressSameAsPersonalAddress: true,
          companyName: 'Karim Web',
          activities: ['62.01Z'],
          activitiesSet: true,
          activityType: 'ACTIVITY_TYPE_LIBERAL',
          socialObject: 'Création de sites internet',
          vta: { regime: 'VAT_REGIME_FRANCHISE' },
          monthlyPaymentVolume: 'PAYMENT_VOLUME_LESS_THAN_5K',
          email: 'karim@example.com',
          phone: { code: 'FR', number: '06 12 34 56 78' },
          socialSecurityPaymentFrequency: 'SOCIAL_SECURITY_PAYMENT_FREQUENCY_MONTHLY',
          withholdingTax: true,
        },
    ...(married ? { capitalDeposit: { paidUpCapital: 5000, numberOfShares: 500 } } : {}),
    metadata: {
      ...(married ? { activityWasNotArtisanal: '1' } : { fiscal_option_viewed: '1' }),
      identity_intro_viewed: '1',
    },
  });
  const uploads: { documentType: string; referenceField: string; file: UploadedFile }[] = [
    { documentType: 'identity', referenceField: 'identityFrontId', file: SAMPLE_FILES.idFront() },
    { documentType: 'identity', referenceField: 'identityBackId', file: SAMPLE_FILES.idBack() },
    {
      documentType: 'proof_of_address',
      referenceField: 'personalProofOfAddressId',
      file: SAMPLE_FILES.bill(),
    },
  ];
  if (married) {
    uploads.push(
      {
        documentType: 'spouse_identity',
        referenceField: 'spouseIdentityFrontId',
        file: SAMPLE_FILES.passport(),
      },
      {
        documentType: 'business_proof_of_address',
        referenceField: 'businessProofOfAddressId',
        file: SAMPLE_FILES.domiciliation(),
      },
    );
  }
  for (const upload of uploads) {
    await uploadQuestionnaireDocument(request, { orderId, ...upload });
  }
  const { progress } = await updateOrder(request, orderId, {});
  expect(progress, 'every step before the summary is answered').toMatchObject({
    currentFunnel: 'final-summary',
    currentStep: 'summary',
  });
}
