import { expect, test, type Page } from '@playwright/test';
import { currentOrderId, rpc, setOrderStatus } from './support/documents.js';
import {
  answerEverythingThroughApi,
  stepUrl,
  updateOrder,
  type QuestionnaireLocale,
  type StepPath,
} from './support/french-questionnaire.js';
import { signUpThroughEntryLink, uniqueEmail } from './support/journeys.js';
import { payForNewOrder } from './support/payments.js';
import { shootEachWidth } from './support/shoot.js';
import { listMessageKeysShown } from './support/message-keys.js';

/** The namespaces of the screens shot here, whose keys must never show as text. */
const MESSAGE_NAMESPACES = [
  'common',
  'shell',
  'errors',
  'upload',
  'questionnaire',
  'personalInformation',
  'businessInformation',
  'identityAndSignature',
  'questionnaireIssues',
];

/**
 * Screenshots of every French questionnaire step for a person to look at, at 1280 and 390 pixels
 * wide, in French and in English: `questionnaire-{locale}-{funnel}-{step}-{desktop|phone}.png`.
 * The answers are given through the API (the journeys in questionnaire-france.spec.ts give them
 * through the pages), so each step shows filled in: a married EURL founder hosted by a
 * domiciliation company reaches every step but the fiscal option, which a micro-entrepreneur
 * shows, with the micro-entreprise wording of the name and activity steps.
 */

const LOCALES: readonly QuestionnaireLocale[] = ['fr-fr', 'en-gb'];

/** Every step a married EURL founder registered away from home answers, in order. */
const EURL_STEPS: readonly StepPath[] = [
  'personal-information/name',
  'personal-information/address',
  'personal-information/gender',
  'personal-information/filiation',
  'personal-information/current-situation',
  'personal-information/birth-place',
  'personal-information/marital-status',
  'personal-information/spouse-name',
  'personal-information/spouse-birth-place',
  'personal-information/additional-info',
  'personal-information/activities',
  'business-information/address',
  'business-information/name',
  'business-information/activity',
  'business-information/artisanal',
  'business-information/lifetime',
  'business-information/vat',
  'business-information/end-of-financial-year',
  'business-information/expected-volume',
  'business-information/contact',
  'business-information/urssaf',
  'capital-deposit/amount',
  'confirm-identity/intro',
  'confirm-identity/id',
  'confirm-identity/spouse-id',
  'confirm-identity/personal-poa',
  'confirm-identity/business-poa',
  'final-summary/summary',
];

const READY_TEXT: Record<QuestionnaireLocale, { summary: string }> = {
  'fr-fr': { summary: 'Tout est prêt pour l’envoi.' },
  'en-gb': { summary: 'Everything is ready to be sent.' },
};

/**
 * Opens a step and waits until it shows with what it loads on its own: its title, the labels of
 * the chosen activities, the check of the summary.
 */
async function openStep(page: Page, locale: QuestionnaireLocale, step: StepPath) {
  await page.goto(`/fr/${locale}/funnel/${step}`);
  await expect(page).toHaveURL(stepUrl(step));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await listMessageKeysShown(page, MESSAGE_NAMESPACES),
    'message keys shown instead of their text',
  ).toEqual([]);
  if (step === 'business-information/activity') {
    await expect(page.getByText('Programmation informatique', { exact: true })).toBeVisible();
  }
  if (step === 'final-summary/summary') {
    await expect(page.getByText(READY_TEXT[locale].summary, { exact: true })).toBeVisible();
    await expect(page.getByText('62.01Z – Programmation informatique')).toBeVisible();
  }
}

async function shootStep(page: Page, locale: QuestionnaireLocale, step: StepPath, suffix = '') {
  await openStep(page, locale, step);
  await shootEachWidth(page, `questionnaire-${locale}-${step.replace('/', '-')}${suffix}`);
}

/** A founder who signed up from the entry link of a legal form and paid. */
async function signUpAndPay(page: Page, legalForm: 'eurl' | 'microenterprise', name: string) {
  await signUpThroughEntryLink(
    page,
    `/create-customer?country=FR&legal_form=${legalForm}&company_name=${encodeURIComponent(name)}`,
    { name, email: uniqueEmail(`fr-q-shots-${legalForm}`), password: 'e2e-password-shots' },
  );
  await payForNewOrder(page);
  return currentOrderId(page.request);
}

for (const locale of LOCALES) {
  test(`every step of a married EURL founder, then the signature screens, in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const orderId = await signUpAndPay(page, 'eurl', 'Margaux Lefebvre');
    await answerEverythingThroughApi(page.request, orderId, 'married-eurl-elsewhere');

    for (const step of EURL_STEPS) await shootStep(page, locale, step);

    await rpc(page.request, 'OrderService/ConfirmOrder', { id: orderId });
    await shootStep(page, locale, 'e-signature/intro');
    await updateOrder(page.request, orderId, { metadata: { esignature_intro_viewed: '1' } });
    await shootStep(page, locale, 'e-signature/waiting-signature');
    await setOrderStatus(page.request, orderId, 'QUESTIONNAIRE_RECEIVED');
    await shootStep(page, locale, 'e-signature/waiting-approval');
  });
}

test('the micro-entreprise steps: fiscal option, trading name and activity, in each language', async ({
  page,
}) => {
  const orderId = await signUpAndPay(page, 'microenterprise', 'Karim Haddad');
  await answerEverythingThroughApi(page.request, orderId, 'single-micro-at-home');

  for (const locale of LOCALES) {
    await shootStep(page, locale, 'business-information/fiscal-option');
    await shootStep(page, locale, 'business-information/name', '-micro');
    await shootStep(page, locale, 'business-information/activity', '-micro');
    await shootStep(page, locale, 'confirm-identity/intro', '-micro');
  }
});
