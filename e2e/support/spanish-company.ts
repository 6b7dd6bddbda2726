import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { moveFileTo, uploadOfficialDocument } from './backoffice.js';
import { currentOrderId, pdfFile, rpc, setOrderStatus } from './documents.js';
import { signUpThroughApi, uniqueEmail } from './journeys.js';
import { OPS_MESSAGES, WEB_MESSAGES } from './messages.js';
import { updateQuestionnaire } from './spanish-questionnaire.js';

/** The steps of an SL's or SA's company funnel, in order. */
export const COMPANY_STEPS = [
  'company-names',
  'registered-office',
  'corporate-purpose',
  'share-capital',
  'shareholders',
  'directors',
  'statutes',
] as const;

/** An SL of 3,000 € in 3,000 participaciones of 1 €, two shareholders, a sole director. */
export const SL_ANSWERS = [
  { names: { choices: ['Ortega Estudio S.L.', 'Ortega y Navarro, S.L.'] } },
  {
    registeredOffice: {
      streetName: 'Calle de Alcalá',
      streetNumber: '42',
      buildingNumber: '3º B',
      postalCode: '28014',
      city: 'Madrid',
      province: '28',
    },
  },
  {
    corporatePurpose: {
      description: 'Diseño y desarrollo de aplicaciones informáticas a medida',
      cnaeCodes: ['6201', '7410'],
    },
  },
  { shareCapital: { capital: 300_000, nominalValue: 100 } },
  {
    shareholders: {
      shareholders: [
        {
          kind: 'SPANISH_PARTY_KIND_PERSON',
          name: 'Lucía Ortega Ruiz',
          idNumber: '12345678Z',
          shares: 2000,
          monetaryContribution: 200_000,
          nonMonetaryContribution: 0,
        },
        {
          kind: 'SPANISH_PARTY_KIND_PERSON',
          name: 'Pablo Navarro Gil',
          idNumber: 'X1234567L',
          shares: 1000,
          monetaryContribution: 100_000,
          nonMonetaryContribution: 0,
        },
      ],
    },
  },
  {
    administration: {
      boardForm: 'SPANISH_BOARD_FORM_SOLE_DIRECTOR',
      directors: [
        {
          kind: 'SPANISH_PARTY_KIND_PERSON',
          name: 'Lucía Ortega Ruiz',
          idNumber: '12345678Z',
          dateOfBirth: '1988-04-12',
        },
      ],
    },
  },
  { statutes: 'SPANISH_STATUTES_STANDARD' },
] as const;

/** Every company step answered through the API, one save each as the pages do. */
export async function answerCompanyThroughApi(request: APIRequestContext, orderId: string) {
  for (const company of SL_ANSWERS) await updateQuestionnaire(request, orderId, { company });
}

/**
 * A paid SL founder signed up through the API in a language, every company step answered (the
 * page's request context holds their session); their order's id.
 */
export async function createSlFounderWithAnswers(
  request: APIRequestContext,
  locale: 'en-gb' | 'fr-fr' | 'es-es',
  prefix: string,
): Promise<string> {
  await signUpThroughApi(request, {
    name: 'Lucía Ortega',
    email: uniqueEmail(prefix),
    password: 'e2e-password-sl',
    locale,
  });
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  await rpc(request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_ES',
    companyLegalForm: 'LEGAL_FORM_SL',
    companyName: 'Ortega Estudio S.L.',
  });
  const orderId = await currentOrderId(request);
  // The pre-payment's answer, which the summary waits for as the checkout gives it.
  await rpc(request, 'OrderService/UpdateOrder', {
    id: orderId,
    businessInformation: { fiscalTerritory: 'FISCAL_TERRITORY_REST_OF_SPAIN' },
  });
  await setOrderStatus(request, orderId, 'PLACED');
  await answerCompanyThroughApi(request, orderId);
  return orderId;
}

const copy = WEB_MESSAGES['es-es'].spanishCompany;
const party = copy.party;

/** The company steps answered through the pages, in Spanish, from the first to the hub. */
export async function answerCompanySteps(page: Page) {
  const next = () => page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const at = (step: string) =>
    expect(page).toHaveURL(new RegExp(`/funnel/company-formation/${step}$`), { timeout: 20_000 });

  await at('company-names');
  await page.getByLabel('Denominación 1', { exact: true }).fill('Ortega Estudio');
  await next();
  await expect(page.getByText(WEB_MESSAGES['es-es'].errors.field.slNameEnding)).toBeVisible();
  await page.getByLabel('Denominación 1', { exact: true }).fill('Ortega Estudio S.L.');
  await page.getByLabel('Denominación 2', { exact: true }).fill('Ortega y Navarro, S.L.');
  await next();

  await at('registered-office');
  await page.getByLabel(copy.office.street, { exact: true }).fill('Calle de Alcalá');
  await page.getByLabel(copy.office.number, { exact: true }).fill('42');
  await page.getByLabel(copy.office.postalCode, { exact: true }).fill('28014');
  await page.getByLabel(copy.office.city, { exact: true }).fill('Madrid');
  await page.getByLabel(copy.office.province, { exact: true }).selectOption('08');
  await next();
  await expect(page.getByText(WEB_MESSAGES['es-es'].errors.field.officeProvince)).toBeVisible();
  await page.getByLabel(copy.office.province, { exact: true }).selectOption('28');
  await next();

  await at('corporate-purpose');
  await page
    .getByLabel(copy.purpose.label, { exact: true })
    .fill('Diseño y desarrollo de aplicaciones informáticas a medida');
  const search = page.getByRole('combobox', { name: copy.purpose.cnae });
  await search.fill('programación informática');
  await page.getByRole('option', { name: /6201/ }).click();
  await next();

  await at('share-capital');
  await page.getByLabel(copy.capital.amount, { exact: true }).fill('3.000');
  await page.getByLabel(copy.capital.nominal, { exact: true }).fill('1');
  await expect(page.getByText('Son 3000 participaciones o acciones.')).toBeVisible();
  await next();

  await at('shareholders');
  const first = page.getByRole('group', { name: 'Socio 1', exact: true });
  await first.getByLabel(party.name, { exact: true }).fill('Lucía Ortega Ruiz');
  await first.getByLabel(party.idNumber, { exact: true }).fill('12345678Z');
  await first.getByLabel(copy.shareholders.shares, { exact: true }).fill('2000');
  await first.getByLabel(copy.shareholders.money, { exact: true }).fill('2000');
  await page.getByRole('button', { name: copy.shareholders.add }).click();
  const second = page.getByRole('group', { name: 'Socio 2', exact: true });
  await second.getByLabel(party.name, { exact: true }).fill('Pablo Navarro Gil');
  await second.getByLabel(party.idNumber, { exact: true }).fill('X1234567L');
  await second.getByLabel(copy.shareholders.shares, { exact: true }).fill('999');
  await second.getByLabel(copy.shareholders.money, { exact: true }).fill('999');
  await next();
  await expect(page.getByText(WEB_MESSAGES['es-es'].errors.field.sharesAddUp)).toBeVisible();
  await second.getByLabel(copy.shareholders.shares, { exact: true }).fill('1000');
  await second.getByLabel(copy.shareholders.money, { exact: true }).fill('1000');
  await next();

  await at('directors');
  await page
    .getByRole('radio', { name: new RegExp(copy.directors.forms.sole_director.label) })
    .check();
  const director = page.getByRole('group', { name: 'Administrador 1', exact: true });
  await director.getByLabel(party.name, { exact: true }).fill('Lucía Ortega Ruiz');
  await director.getByLabel(party.idNumber, { exact: true }).fill('12345678Z');
  await director.getByLabel(party.dateOfBirth, { exact: true }).fill('1988-04-12');
  await next();

  await at('statutes');
  await page.getByRole('radio', { name: new RegExp(copy.statutes.standard.label) }).check();
  await next();
  await expect(page).toHaveURL(/\/es\/es-es\/?$/, { timeout: 20_000 });
}

const ops = OPS_MESSAGES['en-gb'];

/**
 * The operator's moves of an SL or SA after the signature, each after the documents of the step
 * it leaves (what that step produced, with its issuing authority).
 */
export const COMPANY_MOVES = [
  { to: 'AWAITING_CD', documents: [['certificacion_negativa', 'registro_mercantil_central']] },
  { to: 'AWAITING_DEED', documents: [['certificado_deposito_capital', 'banco']] },
  { to: 'PROCESSING_AEAT', documents: [['escritura_constitucion', 'notario']] },
  { to: 'PROCESSING_REGISTRY', documents: [['nif_provisional', 'aeat']] },
  { to: 'COMPANY_FORMED', documents: [['escritura_inscrita', 'registro_mercantil']] },
  {
    to: 'COMPLETED',
    documents: [
      ['nif_definitivo', 'aeat'],
      ['modelo_036', 'aeat'],
    ],
  },
] as const;

export type CompanyDocument = (typeof COMPANY_MOVES)[number]['documents'][number];

/** The file name an operator gives a document of the formation in the journeys. */
export function companyDocumentFile([type]: CompanyDocument): string {
  return `${WEB_MESSAGES['es-es'].documentTypes[type]}.pdf`;
}

/**
 * From the open file in the back-office, after the signature: each step's documents uploaded,
 * then the move to the next status, up to a completed company.
 */
export async function formCompanyFromBackOffice(page: Page) {
  for (const move of COMPANY_MOVES) {
    for (const document of move.documents) {
      const [type, authority] = document;
      const name = companyDocumentFile(document);
      await uploadOfficialDocument(
        page,
        `${ops.documentTypes[type]} — ${ops.authorities[authority]}`,
        { name, mimeType: 'application/pdf', buffer: pdfFile(name) },
      );
    }
    await moveFileTo(page, ops.statuses[move.to]);
  }
}
