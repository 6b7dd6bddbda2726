import { expect, test, type Page } from '@playwright/test';
import {
  currentOrderId,
  rpc,
  setOrderStatus,
  uploadQuestionnaireDocument,
} from './support/documents.js';
import { signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { WEB_MESSAGES } from './support/messages.js';
import { payForNewOrder } from './support/payments.js';
import { shootEachWidth } from './support/shoot.js';
import { CERTIFICATE, createCertificateFile } from './support/spanish-files.js';
import {
  answerBusinessThroughApi,
  answerPersonalThroughApi,
  IBAN,
  spanishStepUrl,
  updateQuestionnaire,
  uploadDniThroughApi,
  type SpanishStepPath,
} from './support/spanish-questionnaire.js';
import { listMessageKeysShown } from './support/message-keys.js';

/** The namespaces of the screens shot here, whose keys must never show as text. */
const MESSAGE_NAMESPACES = [
  'common',
  'shell',
  'errors',
  'upload',
  'questionnaire',
  'pages',
  'spanishHome',
  'spanishCertificate',
  'spanishPersonal',
  'spanishBusiness',
  'spanishSummary',
  'spanishCalendar',
];

/**
 * Screenshots of every screen of the Spanish registration for a person to look at, at 1280 and
 * 390 pixels wide, in Spanish and in English: `questionnaire-es-{locale}-{screen}-{desktop|phone}`.
 * The hub in each of its states (the checklist empty and complete, the thanks with its bars, the
 * signature, the congratulations) and the calendar; the certificate's three views and its error;
 * every personal and business step, the analysing screen held while OCR reads the DNI, the
 * summary and the e-signature pages. The answers are given through the API (the journey in
 * questionnaire-spain.spec.ts gives them through the pages), so each step shows filled in, with
 * a fiscal and a notification address of their own so that every review step applies.
 */

const LOCALES = ['es-es', 'en-gb'] as const;
type Locale = (typeof LOCALES)[number];

/** The words waited for before a shot, in a language. */
function textOf(locale: Locale) {
  const messages = WEB_MESSAGES[locale];
  return {
    checklist: messages.spanishHome.checklist.title,
    continue: messages.common.continue,
    wrongPassword: messages.errors.CERTIFICATE_PASSWORD_WRONG,
    certificatePassword: messages.spanishCertificate.upload.password,
    certificateReceived: messages.spanishCertificate.upload.received,
    analysing: messages.spanishPersonal.analysing.title,
  };
}

const TEXT = { 'es-es': textOf('es-es'), 'en-gb': textOf('en-gb') };

/** The personal-information steps, every review applying (other addresses of their own). */
const PERSONAL_STEPS: readonly SpanishStepPath[] = [
  'personal-information/id-review',
  'personal-information/poa',
  'personal-information/poa-review',
  'personal-information/other-address-fiscal',
  'personal-information/other-address-fiscal-review',
  'personal-information/other-address-notification',
  'personal-information/other-address-notification-review',
  'personal-information/housing-deduction',
];

const BUSINESS_STEPS: readonly SpanishStepPath[] = [
  'business-information/naf',
  'business-information/activity',
  'business-information/previous-activity',
  'business-information/expectations',
  'business-information/mutual',
];

/** A screen with its title shown and no message key in it, shot at both widths. */
async function shootScreen(page: Page, locale: Locale, name: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: 20_000,
  });
  expect(
    await listMessageKeysShown(page, MESSAGE_NAMESPACES),
    'message keys shown instead of their text',
  ).toEqual([]);
  await shootEachWidth(page, `questionnaire-es-${locale}-${name}`);
}

/** Opens a step (or a view of it) and shoots it, named after its funnel and step. */
async function shootStep(
  page: Page,
  locale: Locale,
  step: SpanishStepPath,
  { view, suffix = '' }: { view?: string; suffix?: string } = {},
) {
  await page.goto(`/es/${locale}/funnel/${step}${view ? `?view=${view}` : ''}`);
  await expect(page).toHaveURL(spanishStepUrl(step));
  await shootScreen(page, locale, `${step.replace('/', '-')}${suffix}`);
}

/** Opens the hub and shoots it in the state the order is in. */
async function shootHub(page: Page, locale: Locale, state: string) {
  await page.goto(`/es/${locale}`);
  if (state.startsWith('checklist')) {
    await expect(
      page.getByRole('heading', { level: 2, name: TEXT[locale].checklist }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
  }
  if (state.startsWith('thanks')) await expect(page.getByRole('progressbar')).toHaveCount(3);
  await shootScreen(page, locale, `hub-${state}`);
}

/** Holds the OCR calls until released, so that the analysing screen stays to be shot. */
async function holdOcr(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rpc/formation.v1.OcrService/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const locale of LOCALES) {
  test(`every screen of the Spanish registration, from the checklist to the calendar, in ${locale}`, async ({
    page,
  }) => {
    // About seventy shots, and OCR of a DNI, on a busy two-core machine.
    test.setTimeout(300_000);
    const text = TEXT[locale];
    await signUpThroughEntryLink(page, '/create-customer?country=ES&legal_form=autonomo', {
      name: 'Lucía García López',
      email: uniqueEmail(`es-q-shots-${locale}`),
      password: 'e2e-password-shots-es',
    });
    await payForNewOrder(page);
    const orderId = await currentOrderId(page.request);
    const { request } = page;

    await shootHub(page, locale, 'checklist');

    // digital-certificate: its three views, a wrong password, then the certificate provided.
    await shootStep(page, locale, 'digital-certificate/certificate', { suffix: '-intro' });
    await shootStep(page, locale, 'digital-certificate/certificate', {
      view: 'upload',
      suffix: '-upload',
    });
    await shootStep(page, locale, 'digital-certificate/certificate', {
      view: 'guide',
      suffix: '-guide',
    });
    await uploadQuestionnaireDocument(request, {
      orderId,
      documentType: 'personal_certificate',
      referenceField: 'personalCertificateId',
      file: createCertificateFile(),
    });
    await page.goto(`/es/${locale}/funnel/digital-certificate/certificate?view=upload`);
    await expect(page.getByText(text.certificateReceived, { exact: true })).toBeVisible();
    await page.getByLabel(text.certificatePassword, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: text.continue, exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text.wrongPassword, {
      timeout: 20_000,
    });
    await shootScreen(page, locale, 'digital-certificate-certificate-upload-wrong-password');
    await rpc(request, 'OrderService/UpdateCertificatePassword', {
      orderId,
      password: CERTIFICATE.password,
    });
    await shootStep(page, locale, 'digital-certificate/certificate', { suffix: '-provided' });

    // personal-information/id with both sides of the DNI, then the analysing screen, held while
    // OCR reads them, and the review it leads to.
    await uploadDniThroughApi(request, orderId);
    await shootStep(page, locale, 'personal-information/id');
    const release = await holdOcr(page);
    await page.getByRole('button', { name: text.continue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.analysing })).toBeVisible();
    await shootScreen(page, locale, 'personal-information-id-analysing');
    release();
    await expect(page).toHaveURL(spanishStepUrl('personal-information/id-review'), {
      timeout: 45_000,
    });
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await answerPersonalThroughApi(request, orderId);
    for (const step of PERSONAL_STEPS) await shootStep(page, locale, step);

    // business-information: the IBAN step before it is answered, with the upload it offers.
    await answerBusinessThroughApi(request, orderId, { withIban: false });
    for (const step of BUSINESS_STEPS) await shootStep(page, locale, step);
    await shootStep(page, locale, 'business-information/iban');
    await updateQuestionnaire(request, orderId, {
      metadata: { userReviewedOcrIban: 'true' },
      businessInformation: {
        iban: IBAN.replaceAll(' ', ''),
        accountOwnershipAttestation: true,
        acceptedDirectDebit: true,
      },
    });
    await shootStep(page, locale, 'business-information/iban-review');

    // Every section done: the summary opens, then the questionnaire is sent.
    await shootHub(page, locale, 'checklist-complete');
    await shootStep(page, locale, 'final-summary/summary');
    await rpc(request, 'OrderService/QuestionnaireReviewed', { id: orderId });
    await shootHub(page, locale, 'thanks');
    await shootStep(page, locale, 'final-summary/summary', { suffix: '-sent' });
    await shootStep(page, locale, 'e-signature/waiting-approval');
    await setOrderStatus(request, orderId, 'PROCESSING_AEAT');
    await shootHub(page, locale, 'thanks-aeat');

    await setOrderStatus(request, orderId, 'WAITING_ESIGNATURE');
    await shootHub(page, locale, 'sign');
    await shootStep(page, locale, 'e-signature/intro');
    await shootStep(page, locale, 'e-signature/waiting-signature');

    await setOrderStatus(request, orderId, 'COMPANY_FORMED');
    await shootHub(page, locale, 'congratulations');
    await page.goto(`/es/${locale}/calendar`);
    await shootScreen(page, locale, 'calendar');
  });
}
