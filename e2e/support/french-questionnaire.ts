import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pdfFile, pngFile, rpc, uploadQuestionnaireDocument } from './documents.js';

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

/** The words of the questionnaire the helpers look for, as the web app's messages say them. */
export const QUESTIONNAIRE_COPY = {
  'fr-fr': {
    continue: 'Continuer',
    back: 'Revenir à l’étape précédente',
    saveAndExit: 'Enregistrer et quitter',
    yes: 'Oui',
    no: 'Non',
    name: { first: 'Prénom', middle: 'Autres prénoms (facultatif)', last: 'Nom de famille' },
    address: {
      street1: 'Numéro et voie',
      postalCode: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      phone: 'Numéro de téléphone',
    },
    gender: { MALE: 'Masculin', FEMALE: 'Féminin' },
    filiation: {
      firstParent: 'Premier parent',
      secondParent: 'Second parent',
      first: 'Prénom(s)',
      last: 'Nom de naissance',
      unknown: 'Ce parent m’est inconnu',
    },
    employmentStatus: {
      EMPLOYEE: 'Salarié',
      JOB_SEEKER: 'Demandeur d’emploi',
      STUDENT: 'Étudiant',
      RETIRED: 'Retraité',
      SELF_EMPLOYED: 'Travailleur indépendant',
      OTHER: 'Autre',
    },
    incomeLegend: 'Vos revenus nets mensuels de cette activité',
    income: {
      LESS_THAN_1500: 'Moins de 1 500 €',
      FROM_1500_TO_3000: 'De 1 500 € à 3 000 €',
      MORE_THAN_3000: 'Plus de 3 000 €',
    },
    birth: {
      dateOfBirth: 'Date de naissance',
      country: 'Pays de naissance',
      commune: 'Commune de naissance',
      city: 'Ville de naissance',
      nationality: 'Nationalité',
    },
    maritalStatus: {
      SINGLE: 'Célibataire',
      MARRIED: 'Marié(e)',
      PACS: 'Pacsé(e)',
      DIVORCED: 'Divorcé(e)',
      WIDOWED: 'Veuf ou veuve',
    },
    spouse: {
      birthName: 'Nom de naissance, s’il est différent (facultatif)',
      genderLegend: 'Sexe',
      roleLegend: 'Votre conjoint participera-t-il à l’activité ?',
      role: {
        NONE: 'Non',
        COLLABORATOR: 'Oui, comme conjoint collaborateur',
        EMPLOYEE: 'Oui, comme conjoint salarié',
      },
    },
    additionalInfo: {
      nir: 'Numéro de sécurité sociale',
      acreLegend: 'Avez-vous déjà demandé l’ACRE ?',
      healthInsurance: 'Caisse d’assurance maladie (facultatif)',
    },
    activities: {
      currentLegend: 'Exercez-vous actuellement une autre activité professionnelle ?',
      currentActivity: 'Laquelle ?',
      pastLegend: 'Avez-vous déjà exercé une activité non salariée ?',
      endDate: 'À quelle date cette activité a-t-elle pris fin ?',
    },
    businessAddress: {
      sameAsPersonal: 'Votre entreprise est-elle domiciliée à votre adresse personnelle ?',
      companyAddress: 'Adresse du siège social',
      addressType: 'De quel type d’adresse s’agit-il ?',
      types: {
        DOMICILIATION: 'Une société de domiciliation',
        COMMERCIAL_LEASE: 'Des locaux sous bail commercial',
      },
    },
    companyName: 'Dénomination sociale',
    tradingName: 'Nom commercial (facultatif)',
    activity: {
      search: 'Activités (codes NAF/APE)',
      socialObject: 'Objet social',
      microSocialObject: 'Description de votre activité',
      typeLegend: 'De quel type d’activité s’agit-il ?',
      types: { COMMERCIAL: 'Commerciale', ARTISANAL: 'Artisanale', LIBERAL: 'Libérale' },
    },
    artisanalLegend: 'Activité artisanale',
    lifetime: 'Durée en années',
    vat: {
      regimeLegend: 'Régime de TVA',
      regimes: {
        FRANCHISE: 'Franchise en base (pas de TVA)',
        REEL_SIMPLIFIE: 'Régime réel simplifié',
        REEL_NORMAL: 'Régime réel normal',
      },
      frequencyLegend: 'À quel rythme déclarerez-vous la TVA ?',
      frequencies: {
        MONTHLY: 'Chaque mois',
        QUARTERLY: 'Chaque trimestre',
        ANNUAL: 'Une fois par an',
      },
    },
    endOfFinancialYear: { day: 'Jour', month: 'Mois' },
    /** Euro amounts are formatted by Intl: a narrow no-break space groups the thousands. */
    volume: {
      LESS_THAN_5K: /^Moins de 5\s000\s€$/,
      FROM_5K_TO_20K: /^De 5\s000\s€ à 20\s000\s€$/,
      FROM_20K_TO_50K: /^De 20\s000\s€ à 50\s000\s€$/,
      MORE_THAN_50K: /^Plus de 50\s000\s€$/,
    },
    contactEmail: 'Adresse e-mail professionnelle',
    urssafLegend: 'Déclarations et paiements à l’URSSAF',
    urssaf: { MONTHLY: 'Chaque mois', QUARTERLY: 'Chaque trimestre' },
    fiscalOptionLegend: 'Versement libératoire',
    capital: {
      amount: 'Capital en euros',
      sharesSASU: 'Nombre d’actions',
      sharesEURL: 'Nombre de parts sociales',
    },
    identityTypes: {
      ID_CARD: 'Carte nationale d’identité',
      PASSPORT: 'Passeport',
      RESIDENCE_PERMIT: 'Titre de séjour',
    },
    upload: {
      front: 'Recto du document',
      back: 'Verso du document',
      photoPage: 'Page avec la photo',
      browse: 'Choisir un fichier',
      received: 'Fichier reçu',
      missing: 'Ajoutez les fichiers demandés avant de continuer.',
    },
    proofTypes: {
      UTILITY_BILL: 'Facture',
      TAX_NOTICE: 'Avis d’imposition',
      HOME_INSURANCE: 'Attestation d’assurance habitation',
      RENT_RECEIPT: 'Quittance de loyer',
      HOST_CERTIFICATE: 'Attestation d’hébergement',
    },
    personalPoa: { date: 'Date du document', upload: 'Le document' },
    businessPoa: {
      DOMICILIATION: { date: 'Date du contrat', upload: 'Le contrat de domiciliation' },
      COMMERCIAL_LEASE: { date: 'Date du bail', upload: 'Le bail commercial' },
    },
    summary: {
      title: 'Vérifiez vos réponses',
      ready: 'Tout est prêt pour l’envoi.',
      confirm: 'Confirmer et envoyer',
    },
    errors: {
      postalCode: 'Ce code postal n’existe pas. Vérifiez-le.',
      nir: 'Ce numéro de sécurité sociale n’est pas valide : vérifiez les 15 chiffres, clé comprise.',
    },
  },
  'en-gb': {
    continue: 'Continue',
    back: 'Back to the previous step',
    saveAndExit: 'Save and exit',
    yes: 'Yes',
    no: 'No',
    name: { first: 'First name(s)', middle: 'Middle names (optional)', last: 'Last name' },
    address: {
      street1: 'Street and number',
      postalCode: 'Postal code',
      city: 'City',
      country: 'Country',
      phone: 'Phone number',
    },
    gender: { MALE: 'Male', FEMALE: 'Female' },
    filiation: {
      firstParent: 'First parent',
      secondParent: 'Second parent',
      first: 'First name(s)',
      last: 'Last name at birth',
      unknown: 'This parent is unknown to me',
    },
    employmentStatus: {
      EMPLOYEE: 'Employee',
      JOB_SEEKER: 'Job seeker',
      STUDENT: 'Student',
      RETIRED: 'Retired',
      SELF_EMPLOYED: 'Self-employed',
      OTHER: 'Other',
    },
    incomeLegend: 'Your monthly net income from this work',
    income: {
      LESS_THAN_1500: 'Less than €1,500',
      FROM_1500_TO_3000: '€1,500 to €3,000',
      MORE_THAN_3000: 'More than €3,000',
    },
    birth: {
      dateOfBirth: 'Date of birth',
      country: 'Country of birth',
      commune: 'Town of birth',
      city: 'Town of birth',
      nationality: 'Nationality',
    },
    maritalStatus: {
      SINGLE: 'Single',
      MARRIED: 'Married',
      PACS: 'Civil partnership (PACS)',
      DIVORCED: 'Divorced',
      WIDOWED: 'Widowed',
    },
    spouse: {
      birthName: 'Last name at birth, if different (optional)',
      genderLegend: 'Sex',
      roleLegend: 'Will your spouse take part in the business?',
      role: {
        NONE: 'No',
        COLLABORATOR: 'Yes, as a collaborating spouse (conjoint collaborateur)',
        EMPLOYEE: 'Yes, as an employee (conjoint salarié)',
      },
    },
    additionalInfo: {
      nir: 'Social security number',
      acreLegend: 'Have you already applied for the ACRE?',
      healthInsurance: 'Health insurance fund (optional)',
    },
    activities: {
      currentLegend: 'Do you currently have another professional activity?',
      currentActivity: 'Which activity?',
      pastLegend: 'Have you ever been self-employed?',
      endDate: 'When did that activity end?',
    },
    businessAddress: {
      sameAsPersonal: 'Is your company registered at your home address?',
      companyAddress: 'Address of the registered office',
      addressType: 'What kind of address is it?',
      types: {
        DOMICILIATION: 'A domiciliation company',
        COMMERCIAL_LEASE: 'Premises under a commercial lease',
      },
    },
    companyName: 'Company name',
    tradingName: 'Trading name (optional)',
    activity: {
      search: 'Activities (NAF/APE codes)',
      socialObject: 'Business purpose (objet social)',
      microSocialObject: 'Description of your activity',
      typeLegend: 'What kind of activity is it?',
      types: {
        COMMERCIAL: 'Commercial',
        ARTISANAL: 'Artisanal',
        LIBERAL: 'Liberal (professional services)',
      },
    },
    artisanalLegend: 'Artisanal activity',
    lifetime: 'Duration in years',
    vat: {
      regimeLegend: 'VAT regime',
      regimes: {
        FRANCHISE: 'Franchise en base (no VAT)',
        REEL_SIMPLIFIE: 'Régime réel simplifié',
        REEL_NORMAL: 'Régime réel normal',
      },
      frequencyLegend: 'How often will you declare VAT?',
      frequencies: { MONTHLY: 'Every month', QUARTERLY: 'Every quarter', ANNUAL: 'Once a year' },
    },
    endOfFinancialYear: { day: 'Day', month: 'Month' },
    volume: {
      LESS_THAN_5K: /^Less than €5,000$/,
      FROM_5K_TO_20K: /^€5,000 to €20,000$/,
      FROM_20K_TO_50K: /^€20,000 to €50,000$/,
      MORE_THAN_50K: /^More than €50,000$/,
    },
    contactEmail: 'Business e-mail address',
    urssafLegend: 'Declarations and payments to URSSAF',
    urssaf: { MONTHLY: 'Every month', QUARTERLY: 'Every quarter' },
    fiscalOptionLegend: 'Versement libératoire',
    capital: {
      amount: 'Capital in euros',
      sharesSASU: 'Number of shares',
      sharesEURL: 'Number of shares',
    },
    identityTypes: {
      ID_CARD: 'Identity card',
      PASSPORT: 'Passport',
      RESIDENCE_PERMIT: 'Residence permit',
    },
    upload: {
      front: 'Front of the document',
      back: 'Back of the document',
      photoPage: 'Photo page',
      browse: 'Choose a file',
      received: 'File received',
      missing: 'Add the files requested before continuing.',
    },
    proofTypes: {
      UTILITY_BILL: 'Utility bill',
      TAX_NOTICE: 'Tax notice',
      HOME_INSURANCE: 'Home insurance certificate',
      RENT_RECEIPT: 'Rent receipt',
      HOST_CERTIFICATE: 'Host certificate',
    },
    personalPoa: { date: 'Date on the document', upload: 'The document' },
    businessPoa: {
      DOMICILIATION: { date: 'Date of the contract', upload: 'The domiciliation contract' },
      COMMERCIAL_LEASE: { date: 'Date of the lease', upload: 'The commercial lease' },
    },
    summary: {
      title: 'Check your answers',
      ready: 'Everything is ready to be sent.',
      confirm: 'Confirm and send',
    },
    errors: {
      postalCode: 'This postal code does not exist. Check it.',
      nir: 'This social security number is not valid: check the 15 digits, including the key.',
    },
  },
} as const;

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
      gender: married ? 'FEMALE' : 'MALE',
      firstParent: { fullName: { first: 'Jacques', last: married ? 'Lefebvre' : 'Haddad' } },
      secondParent: married ? { fullName: { first: 'Sylvie', last: 'Martin' } } : { unknown: true },
      employmentStatus: married ? 'EMPLOYEE' : 'JOB_SEEKER',
      monthlyIncome: married ? 'FROM_1500_TO_3000' : '',
      dateOfBirth,
      ...lyon,
      nationality: 'FR',
      maritalStatus: married ? 'MARRIED' : 'SINGLE',
      ...(married
        ? {
            spouse: {
              fullName: { first: 'Thomas', last: 'Duval' },
              birthName: '',
              gender: 'MALE',
              nationality: 'BE',
              spouseRole: sasu ? 'NONE' : 'COLLABORATOR',
              dateOfBirth: '1987-07-02',
              birthCountry: 'BE',
              birthCity: 'Bruxelles',
              birthPlace: '',
              birthPostalCode: '',
              identityDocumentType: 'PASSPORT',
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
      identityDocumentType: 'ID_CARD',
      proofAddressDocumentType: 'UTILITY_BILL',
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
          addressType: 'DOMICILIATION',
          companyName: 'Lefebvre Conseil Numérique',
          activities: ['62.01Z', '62.02A'],
          activitiesSet: true,
          activityType: 'COMMERCIAL',
          socialObject:
            'Conception, développement et maintenance de sites internet et d’applications mobiles, conseil en systèmes informatiques.',
          companyDuration: 99,
          vta: { regime: 'REEL_NORMAL', frequency: 'QUARTERLY' },
          endOfFiscalYear: '30/06',
          monthlyPaymentVolume: 'FROM_5K_TO_20K',
          email: 'contact@lefebvre-conseil.example',
          phone: { code: 'FR', number: '01 23 45 67 89' },
          ...(sasu ? {} : { socialSecurityPaymentFrequency: 'QUARTERLY' }),
          proofAddressDate: dateInFrance(-30),
        }
      : {
          isRegisteredAddressSameAsPersonalAddress: true,
          companyName: 'Karim Web',
          activities: ['62.01Z'],
          activitiesSet: true,
          activityType: 'LIBERAL',
          socialObject: 'Création de sites internet',
          vta: { regime: 'FRANCHISE' },
          monthlyPaymentVolume: 'LESS_THAN_5K',
          email: 'karim@example.com',
          phone: { code: 'FR', number: '06 12 34 56 78' },
          socialSecurityPaymentFrequency: 'MONTHLY',
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
