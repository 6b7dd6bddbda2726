import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { rpc, uploadQuestionnaireDocument } from './documents.js';
import {
  CERTIFICATE,
  createCertificateFile,
  createDniBack,
  createDniFront,
  createUtilityBill,
  FOUNDER,
  type UploadedFile,
} from './spanish-files.js';
import { WEB_MESSAGES } from './messages.js';

/**
 * The Spanish questionnaire of an autónomo answered as a person would, in Spanish: from the hub
 * 'Tu Registro de alta', one helper a step, finding the fields by their labels and roles and
 * ending with 'Continuar' and the step (or the hub) the journey expects next. And, for tests about
 * what comes after, the same answers given at once through OrderService/UpdateQuestionnaire and
 * the upload calls.
 */

/** A step's path under /funnel: 'personal-information/id'. */
export type SpanishStepPath = `${string}/${string}`;

/** Where the next move leads: a step, or back to the hub once a funnel is done. */
export type SpanishDestination = SpanishStepPath | 'hub';

const ES = WEB_MESSAGES['es-es'];
const hub = ES.spanishHome;
const certificate = ES.spanishCertificate;
const personal = ES.spanishPersonal;
const business = ES.spanishBusiness;

/** The words of the Spanish flow the helpers look for, read from the web app's es-es messages. */
export const SPANISH_COPY = {
  continue: ES.common.continue,
  saveAndExit: ES.shell.funnel.saveAndExit,
  yes: ES.questionnaire.yes,
  no: ES.questionnaire.no,
  hub: {
    title: hub.checklist.title,
    cards: {
      'digital-certificate': hub.checklist.cards['digital-certificate'].title,
      'personal-information': hub.checklist.cards['personal-information'].title,
      'business-information': hub.checklist.cards['business-information'].title,
      'final-summary': hub.checklist.cards['final-summary'].title,
    },
    edit: hub.checklist.edit,
    locked: hub.checklist.locked,
    thanks: hub.thanks.title,
    sign: hub.sign.title,
    congratulations: hub.congratulations.title,
    calendarLink: hub.congratulations.calendar,
  },
  upload: { browse: ES.upload.browse, received: ES.upload.received },
  certificate: {
    introTitle: certificate.intro.title,
    upload: certificate.intro.upload,
    obtain: certificate.intro.obtain,
    file: certificate.upload.fileLabel,
    received: certificate.upload.received,
    password: certificate.upload.password,
    checked: certificate.saved.title,
    holder: certificate.summary.holder,
    taxId: certificate.summary.taxId,
    wrongPassword: ES.errors.CERTIFICATE_PASSWORD_WRONG,
  },
  analysing: personal.analysing.title,
  id: {
    typeLegend: personal.id.typeLegend,
    dni: personal.id.types.SPANISH,
    front: personal.id.files.dniFront,
    back: personal.id.files.dniBack,
  },
  idReview: personal.idReview,
  poa: {
    typeLegend: personal.proof.home.typeLegend,
    utilityBill: personal.proof.types.UTILITY_BILL,
    upload: personal.proof.home.uploadLabel,
  },
  addressReview: { ...personal.addressReview, title: personal.addressReview.home.title },
  otherAddress: {
    fiscal: personal.other.fiscal.question,
    notification: personal.other.notification.question,
  },
  housing: personal.housing,
  naf: business.naf,
  activity: business.activity.label,
  previousActivity: business.previousActivity.legend,
  expectations: {
    ...business.expectations,
    B2C: business.expectations.businessTypes.B2C.label,
    B2B: business.expectations.businessTypes.B2B.label,
  },
  mutual: business.mutual.legend,
  iban: {
    label: business.iban.label,
    reviewTitle: business.ibanReview.title,
    reviewLabel: business.ibanReview.label,
    ownership: business.ibanReview.accountOwnershipAttestation,
    directDebit: business.ibanReview.acceptedDirectDebit,
    invalid: ES.errors.field.iban,
  },
  summary: ES.spanishSummary,
  esignature: {
    introTitle: ES.spanishSummary.esignature.intro.title,
    waitingTitle: ES.spanishSummary.esignature.waitingSignature.title,
  },
};

export type ChecklistFunnel = keyof typeof SPANISH_COPY.hub.cards;

/** A label that starts the accessible name (the choice cards add their hint after it). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A valid Spanish IBAN (the checksum verifies), as printed on a statement. */
export const IBAN = 'ES91 2100 0418 4502 0005 1332';

/**
 * A 12-digit social security number: province 28 (Madrid), sequence 12345678, and the control
 * (28 × 10⁸ + 12345678) mod 97 = 40.
 */
export const NUSS = '281234567840';

/** Today in Spain, moved by a number of days, as YYYY-MM-DD (what a date field takes). */
export function dateInSpain(daysFromToday = 0): string {
  const day = new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(day);
}

// Where the page stands

/** The URL of a Spanish step, in either language. */
export function spanishStepUrl(step: SpanishStepPath): RegExp {
  return new RegExp(`/es/(es-es|en-gb)/funnel/${step}(\\?.*)?$`);
}

/** The hub's URL, in either language. */
export const HUB_URL = /\/es\/(es-es|en-gb)\/?$/;

/** Waits until the page is the given step, or the hub. */
export async function expectSpanishStep(page: Page, destination: SpanishDestination) {
  await expect(page).toHaveURL(destination === 'hub' ? HUB_URL : spanishStepUrl(destination), {
    timeout: 20_000,
  });
}

/** 'Continuar', then where the answers lead. */
export async function continueTo(page: Page, next: SpanishDestination) {
  await page.getByRole('button', { name: SPANISH_COPY.continue, exact: true }).click();
  await expectSpanishStep(page, next);
}

// The hub

/** A card of 'Tu Registro de alta', named by its title. */
export function checklistCard(page: Page, funnel: ChecklistFunnel): Locator {
  return page.getByRole('article', { name: SPANISH_COPY.hub.cards[funnel], exact: true });
}

/** The hub's checklist, with each card's 'n de m preguntas'. */
export async function expectChecklist(
  page: Page,
  questions: Partial<Record<ChecklistFunnel, `${number} de ${number} preguntas`>>,
) {
  await expectSpanishStep(page, 'hub');
  await expect(page.getByRole('heading', { level: 2, name: SPANISH_COPY.hub.title })).toBeVisible();
  for (const [funnel, text] of Object.entries(questions)) {
    await expect(checklistCard(page, funnel as ChecklistFunnel)).toContainText(text);
  }
}

/** A card's 'Continuar' (or 'Editar' once its funnel is complete), then the step it opens. */
export async function openFromHub(
  page: Page,
  funnel: ChecklistFunnel,
  next: SpanishStepPath,
  action: 'Continuar' | 'Editar' = 'Continuar',
) {
  await checklistCard(page, funnel)
    .getByRole('link', { name: `${action}: ${SPANISH_COPY.hub.cards[funnel]}` })
    .click();
  await expectSpanishStep(page, next);
}

// A group of radios named by its legend

function group(page: Page, legend: string): Locator {
  return page.getByRole('group', { name: legend, exact: true });
}

async function answerYesNo(page: Page, legend: string, value: boolean) {
  await group(page, legend)
    .getByRole('radio', { name: value ? SPANISH_COPY.yes : SPANISH_COPY.no, exact: true })
    .check();
}

/** One upload of a step, its section named after the file it asks for: stores the file. */
export async function uploadInto(page: Page, section: string, file: UploadedFile) {
  const region = page.getByRole('region', { name: section, exact: true });
  await region.getByLabel(SPANISH_COPY.upload.browse, { exact: true }).setInputFiles(file);
  await expect(region.getByText(file.name, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(region.getByText(SPANISH_COPY.upload.received, { exact: true })).toBeVisible();
}

/**
 * After an upload step the analysing screen shows while OCR reads the documents, then moves on by
 * itself. It may be gone before it can be seen (a PDF's text layer reads at once): only the step
 * after it is waited for, as long as the app waits for OCR (15 s) and the save after it.
 */
async function passAnalysingScreen(page: Page, next: SpanishStepPath) {
  await expect(page).toHaveURL(spanishStepUrl(next), { timeout: 45_000 });
}

// digital-certificate

/** The certificate's upload view: the file and a password, without 'Continuar'. */
export async function fillCertificate(page: Page, file: UploadedFile, password: string) {
  const copy = SPANISH_COPY.certificate;
  const region = page.getByRole('region', { name: copy.file, exact: true });
  await region.getByLabel(SPANISH_COPY.upload.browse, { exact: true }).setInputFiles(file);
  await expect(region.getByText(copy.received, { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(copy.password, { exact: true }).fill(password);
}

/** The certificate the server opened: 'Certificado comprobado', its holder and NIF. */
export async function expectCertificateHolder(page: Page) {
  const copy = SPANISH_COPY.certificate;
  await expect(page.getByRole('heading', { level: 1, name: copy.checked })).toBeVisible({
    timeout: 20_000,
  });
  const terms = page.getByRole('main').getByRole('definition');
  await expect(terms.filter({ hasText: new RegExp(`^${CERTIFICATE.holderName}$`) })).toHaveCount(1);
  await expect(terms.filter({ hasText: new RegExp(`^${CERTIFICATE.taxId}$`) })).toHaveCount(1);
}

// personal-information

/** personal-information/id: a DNI, both sides; then the analysing screen and the review. */
export async function uploadDni(
  page: Page,
  files: { front: UploadedFile; back: UploadedFile },
  next: SpanishStepPath = 'personal-information/id-review',
) {
  const copy = SPANISH_COPY.id;
  await group(page, copy.typeLegend)
    .getByRole('radio', { name: startsWith(copy.dni) })
    .check();
  await uploadInto(page, copy.front, files.front);
  await uploadInto(page, copy.back, files.back);
  await page.getByRole('button', { name: SPANISH_COPY.continue, exact: true }).click();
  // Images go through OCR, which takes seconds: the analysing screen is there to be seen.
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_COPY.analysing })).toBeVisible();
  await passAnalysingScreen(page, next);
}

/** The fields of personal-information/id-review, by their labels. */
export function idReviewFields(page: Page) {
  const copy = SPANISH_COPY.idReview;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    fullName: field(copy.fullName),
    idNumber: field(copy.idNumber),
    dateOfBirth: field(copy.dateOfBirth),
    idExpirationDate: field(copy.idExpirationDate),
    placeOfBirth: field(copy.placeOfBirth),
    nationality: field(copy.nationality),
  };
}

/** personal-information/id-review: fills what OCR left empty (or corrects it), then continues. */
export async function reviewIdentity(
  page: Page,
  corrections: Partial<Record<keyof ReturnType<typeof idReviewFields>, string>> = {},
  next: SpanishStepPath = 'personal-information/poa',
) {
  const fields = idReviewFields(page);
  for (const [name, value] of Object.entries(corrections)) {
    const field = fields[name as keyof typeof fields];
    if (name === 'nationality') await field.selectOption(value);
    else await field.fill(value);
  }
  await continueTo(page, next);
}

/** personal-information/poa: a utility bill; then the analysing screen and the review. */
export async function uploadProofOfAddress(
  page: Page,
  file: UploadedFile,
  next: SpanishStepPath = 'personal-information/poa-review',
) {
  const copy = SPANISH_COPY.poa;
  await group(page, copy.typeLegend)
    .getByRole('radio', { name: startsWith(copy.utilityBill) })
    .check();
  await uploadInto(page, copy.upload, file);
  await page.getByRole('button', { name: SPANISH_COPY.continue, exact: true }).click();
  await passAnalysingScreen(page, next);
}

/** The fields of an address review step, by their labels. */
export function addressReviewFields(page: Page) {
  const copy = SPANISH_COPY.addressReview;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    streetName: field(copy.streetName),
    streetNumber: field(copy.streetNumber),
    buildingNumber: field(copy.buildingNumber),
    postalCode: field(copy.postalCode),
    city: field(copy.city),
  };
}

/** personal-information/poa-review: the address as read, confirmed. */
export async function reviewHomeAddress(
  page: Page,
  next: SpanishStepPath = 'personal-information/other-address-fiscal',
) {
  await continueTo(page, next);
}

/** other-address-fiscal or other-address-notification, answered 'No': the home address. */
export async function answerSameAddress(
  page: Page,
  kind: 'fiscal' | 'notification',
  next: SpanishStepPath,
) {
  await answerYesNo(page, SPANISH_COPY.otherAddress[kind], false);
  await continueTo(page, next);
}

/** personal-information/housing-deduction: both fields optional; the funnel ends at the hub. */
export async function answerHousingDeduction(
  page: Page,
  deduction: { percentage?: string; cadastralReference?: string } = {},
) {
  const copy = SPANISH_COPY.housing;
  await page.getByLabel(copy.percentage, { exact: true }).fill(deduction.percentage ?? '');
  await page
    .getByLabel(copy.cadastralReference, { exact: true })
    .fill(deduction.cadastralReference ?? '');
  await continueTo(page, 'hub');
}

// business-information

/** business-information/naf: the number of someone already affiliated. */
export async function answerNaf(
  page: Page,
  nuss: string,
  next: SpanishStepPath = 'business-information/activity',
) {
  const copy = SPANISH_COPY.naf;
  await answerYesNo(page, copy.legend, true);
  await page.getByLabel(copy.number, { exact: true }).fill(nuss);
  await continueTo(page, next);
}

export async function answerActivity(
  page: Page,
  description: string,
  next: SpanishStepPath = 'business-information/previous-activity',
) {
  await page.getByLabel(SPANISH_COPY.activity, { exact: true }).fill(description);
  await continueTo(page, next);
}

/** business-information/previous-activity, answered 'No': not unemployed before. */
export async function answerNotPreviouslyUnemployed(
  page: Page,
  next: SpanishStepPath = 'business-information/expectations',
) {
  await answerYesNo(page, SPANISH_COPY.previousActivity, false);
  await continueTo(page, next);
}

export async function answerExpectations(
  page: Page,
  expectations: {
    amount: string;
    currency: 'EUR' | 'USD' | 'GBP';
    startDate: string;
    abroad: boolean;
    customers: 'B2C' | 'B2B';
  },
  next: SpanishStepPath = 'business-information/mutual',
) {
  const copy = SPANISH_COPY.expectations;
  await page.getByLabel(copy.amount, { exact: true }).fill(expectations.amount);
  await page.getByLabel(copy.currency, { exact: true }).selectOption(expectations.currency);
  await page.getByLabel(copy.startDate, { exact: true }).fill(expectations.startDate);
  await group(page, copy.tradesLegend)
    .getByRole('radio', { name: expectations.abroad ? copy.abroad : copy.spainOnly, exact: true })
    .check();
  await group(page, copy.customersLegend)
    .getByRole('radio', { name: startsWith(copy[expectations.customers]) })
    .check();
  await continueTo(page, next);
}

/** business-information/mutual, answered 'No': no preference. */
export async function answerNoMutual(
  page: Page,
  next: SpanishStepPath = 'business-information/iban',
) {
  await answerYesNo(page, SPANISH_COPY.mutual, false);
  await continueTo(page, next);
}

/** business-information/iban, typed: on to the review. */
export async function typeIban(
  page: Page,
  iban: string,
  next: SpanishStepPath = 'business-information/iban-review',
) {
  await page.getByLabel(SPANISH_COPY.iban.label, { exact: true }).fill(iban);
  await continueTo(page, next);
}

/** The IBAN review's field, its two declarations and its 'Continuar'. */
export function ibanReview(page: Page) {
  const copy = SPANISH_COPY.iban;
  return {
    iban: page.getByLabel(copy.reviewLabel, { exact: true }),
    ownership: page.getByRole('checkbox', { name: copy.ownership, exact: true }),
    directDebit: page.getByRole('checkbox', { name: copy.directDebit, exact: true }),
    continue: page.getByRole('button', { name: SPANISH_COPY.continue, exact: true }),
  };
}

/** business-information/iban-review: both declarations ticked; the funnel ends at the hub. */
export async function confirmIban(page: Page) {
  const review = ibanReview(page);
  await review.ownership.check();
  await review.directDebit.check();
  await expect(review.continue).toBeEnabled();
  await continueTo(page, 'hub');
}

// final-summary

/** 'Aceptar y continuar': the questionnaire is sent, and the hub thanks the founder. */
export async function acceptSummary(page: Page) {
  await page.getByRole('button', { name: SPANISH_COPY.summary.accept, exact: true }).click();
  await expectSpanishStep(page, 'hub');
  await expect(
    page.getByRole('heading', { level: 1, name: SPANISH_COPY.hub.thanks }),
  ).toBeVisible();
}

// Answers through the API, for tests about what comes after a step.

/** OrderService/UpdateQuestionnaire with the JSON of the formation.v1 messages. */
export async function updateQuestionnaire(
  request: APIRequestContext,
  orderId: string,
  update: Record<string, unknown>,
) {
  return rpc<{ progress?: { currentFunnel?: string; currentStep?: string; completed?: boolean } }>(
    request,
    'OrderService/UpdateQuestionnaire',
    { id: orderId, ...update },
  );
}

/** The certificate step done through the API: the .p12 stored, then opened with its password. */
export async function provideCertificateThroughApi(request: APIRequestContext, orderId: string) {
  await uploadQuestionnaireDocument(request, {
    orderId,
    documentType: 'personal_certificate',
    referenceField: 'personalCertificateId',
    file: createCertificateFile(),
  });
  await rpc(request, 'OrderService/UpdateCertificatePassword', {
    orderId,
    password: CERTIFICATE.password,
  });
}

/** Both sides of the DNI stored, and the kind of document saved: the id step answered. */
export async function uploadDniThroughApi(request: APIRequestContext, orderId: string) {
  await uploadQuestionnaireDocument(request, {
    orderId,
    documentType: 'identity_front',
    referenceField: 'identityFrontId',
    file: await createDniFront(),
  });
  await uploadQuestionnaireDocument(request, {
    orderId,
    documentType: 'identity_back',
    referenceField: 'identityBackId',
    file: await createDniBack(),
  });
  await updateQuestionnaire(request, orderId, {
    personalInformation: { identityDocumentType: 'SPANISH_IDENTITY_DOCUMENT_TYPE_SPANISH' },
  });
}

const OTHER_ADDRESSES = {
  fiscal: {
    documentType: 'proof_of_fiscal_address',
    referenceField: 'proofOfFiscalAddressId',
    answer: 'fiscalResidencyDifferent',
    type: 'proofAddressFiscalDocumentType',
    address: 'fiscalAddress',
    flag: 'userReviewedPoaFiscalExtractedFields',
    value: {
      streetName: 'Calle de Alcalá',
      streetNumber: '42',
      buildingNumber: 'Oficina 5',
      postalCode: '28014',
      city: 'Madrid',
    },
  },
  notification: {
    documentType: 'proof_of_notification_address',
    referenceField: 'proofOfNotificationAddressId',
    answer: 'differentNotificationAddress',
    type: 'proofAddressNotificationDocumentType',
    address: 'notificationAddress',
    flag: 'userReviewedPoaNotificationExtractedFields',
    value: {
      streetName: 'Avenida de la Constitución',
      streetNumber: '7',
      buildingNumber: '2º A',
      postalCode: '41004',
      city: 'Sevilla',
    },
  },
} as const;

/**
 * The personal-information steps after the id step, through the API, as reviewed by the founder:
 * the identity, the home address on a utility bill, and a fiscal and a notification address of
 * their own with their proofs (every review step applies), 20 % of the home for the activity.
 */
export async function answerPersonalThroughApi(request: APIRequestContext, orderId: string) {
  await updateQuestionnaire(request, orderId, {
    metadata: { userReviewedIdExtractedFields: 'true' },
    personalInformation: {
      fullName: 'Lucía García López',
      dateOfBirth: FOUNDER.dateOfBirth,
      placeOfBirth: 'Sevilla',
      nationality: 'ES',
      idNumber: FOUNDER.dni,
      idExpirationDate: FOUNDER.expiryDate,
    },
  });
  await uploadQuestionnaireDocument(request, {
    orderId,
    documentType: 'proof_of_address',
    referenceField: 'proofOfAddressId',
    file: await createUtilityBill(),
  });
  const { address } = FOUNDER;
  await updateQuestionnaire(request, orderId, {
    metadata: { userReviewedPoaExtractedFields: 'true' },
    personalInformation: {
      proofAddressDocumentType: 'PROOF_OF_ADDRESS_TYPE_UTILITY_BILL',
      address: {
        streetName: address.streetName,
        streetNumber: address.streetNumber,
        buildingNumber: address.additionalInformation,
        postalCode: address.postalCode,
        city: address.province,
      },
    },
  });
  for (const other of Object.values(OTHER_ADDRESSES)) {
    await uploadQuestionnaireDocument(request, {
      orderId,
      documentType: other.documentType,
      referenceField: other.referenceField,
      file: await createUtilityBill(),
    });
    await updateQuestionnaire(request, orderId, {
      metadata: { [other.flag]: 'true' },
      personalInformation: {
        [other.answer]: 'YES_NO_TRUE',
        [other.type]: 'PROOF_OF_ADDRESS_TYPE_LEASE',
        [other.address]: other.value,
      },
    });
  }
  await updateQuestionnaire(request, orderId, {
    personalInformation: {
      housingSurfacePercentage: 20,
      cadastralReference: '9872023VH5797S0001WX',
    },
  });
}

/**
 * The business-information steps through the API, as the founder would give them: a number, an
 * activity, unemployed before, a mutual chosen; `withIban` false leaves the IBAN steps open.
 */
export async function answerBusinessThroughApi(
  request: APIRequestContext,
  orderId: string,
  { withIban = true } = {},
) {
  const { progress } = await updateQuestionnaire(request, orderId, {
    businessInformation: {
      hasSocialSecurityNumber: 'YES_NO_TRUE',
      nafSocialSecurityNumber: NUSS,
      activityDescription: 'Diseño gráfico y maquetación de revistas para editoriales pequeñas',
      hasPreviousUnemployedActivity: 'YES_NO_TRUE',
      previousUnemployedActivity: {
        activity: 'Diseñadora en una agencia de publicidad',
        dischargeDate: dateInSpain(-60),
      },
      monthlyNetBenefitEstimation: 2500,
      currency: 'CURRENCY_EUR',
      expectedStartDate: dateInSpain(7),
      tradesInternationally: 'YES_NO_TRUE',
      businessType: 'BUSINESS_TYPE_B2B',
      hasMutualInsurance: 'YES_NO_TRUE',
      mutualSelection: 'MUTUAL_FREMAP',
      ...(withIban
        ? {
            iban: IBAN.replaceAll(' ', ''),
            accountOwnershipAttestation: true,
            acceptedDirectDebit: true,
          }
        : {}),
    },
    ...(withIban ? { metadata: { userReviewedOcrIban: 'true' } } : {}),
  });
  return progress;
}
