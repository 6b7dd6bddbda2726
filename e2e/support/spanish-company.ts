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

const errors = WEB_MESSAGES['es-es'].errors.field;

/** A typed value refused with its message, before the right one is typed. */
interface Refused {
  typed: string;
  message: string;
}

/** What a founder types in the company steps, with a value each step refuses first. */
export interface CompanyInPages {
  names: readonly [string, ...string[]];
  /** The first name typed, refused for its ending. */
  wrongName: Refused;
  capital: string;
  wrongCapital?: Refused;
  nominal: string;
  /** What the page says of the shares the capital makes. */
  sharesText: string;
  shareholders: readonly { name: string; idNumber: string; shares: string; money: string }[];
  /** The last shareholder's first answer, refused. */
  wrongLastShareholder: { shares: string; money: string; message: string };
  statutes: 'standard' | 'bespoke';
}

/** An SL of 3,000 € in 3,000 participaciones of 1 €, two shareholders, standard statutes. */
export const SL_IN_PAGES: CompanyInPages = {
  names: ['Ortega Estudio S.L.', 'Ortega y Navarro, S.L.'],
  wrongName: { typed: 'Ortega Estudio', message: errors.slNameEnding },
  capital: '3.000',
  nominal: '1',
  sharesText: 'Son 3000 participaciones o acciones.',
  shareholders: [
    { name: 'Lucía Ortega Ruiz', idNumber: '12345678Z', shares: '2000', money: '2000' },
    { name: 'Pablo Navarro Gil', idNumber: 'X1234567L', shares: '1000', money: '1000' },
  ],
  wrongLastShareholder: { shares: '999', money: '999', message: errors.sharesAddUp },
  statutes: 'standard',
};

/**
 * An SA of 60,000 € (art. 4.3 LSC) in 60,000 acciones of 1 €, one shareholder paying up a
 * quarter (art. 79 LSC), bespoke statutes (no standard ones for an SA).
 */
export const SA_IN_PAGES: CompanyInPages = {
  names: ['Ortega Estudio S.A.'],
  wrongName: { typed: 'Ortega Estudio S.L.', message: errors.saNameEnding },
  capital: '60.000',
  wrongCapital: { typed: '59.999', message: errors.saCapitalMinimum },
  nominal: '1',
  sharesText: 'Son 60.000 participaciones o acciones.',
  shareholders: [
    { name: 'Lucía Ortega Ruiz', idNumber: '12345678Z', shares: '60000', money: '15.000' },
  ],
  wrongLastShareholder: { shares: '60000', money: '14.999', message: errors.saQuarterPaid },
  statutes: 'bespoke',
};

/** The company steps answered through the pages, in Spanish, from the first to the hub. */
export async function answerCompanySteps(page: Page, company: CompanyInPages = SL_IN_PAGES) {
  const next = () => page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const at = (step: string) =>
    expect(page).toHaveURL(new RegExp(`/funnel/company-formation/${step}$`), { timeout: 20_000 });
  const refusal = (message: string) => expect(page.getByText(message)).toBeVisible();

  await at('company-names');
  await page.getByLabel('Denominación 1', { exact: true }).fill(company.wrongName.typed);
  await next();
  await refusal(company.wrongName.message);
  for (const [index, name] of company.names.entries()) {
    await page.getByLabel(`Denominación ${index + 1}`, { exact: true }).fill(name);
  }
  await next();

  await at('registered-office');
  await page.getByLabel(copy.office.street, { exact: true }).fill('Calle de Alcalá');
  await page.getByLabel(copy.office.number, { exact: true }).fill('42');
  await page.getByLabel(copy.office.postalCode, { exact: true }).fill('28014');
  await page.getByLabel(copy.office.city, { exact: true }).fill('Madrid');
  await page.getByLabel(copy.office.province, { exact: true }).selectOption('08');
  await next();
  await refusal(errors.officeProvince);
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
  const capital = page.getByLabel(copy.capital.amount, { exact: true });
  await page.getByLabel(copy.capital.nominal, { exact: true }).fill(company.nominal);
  if (company.wrongCapital) {
    await capital.fill(company.wrongCapital.typed);
    await next();
    await refusal(company.wrongCapital.message);
  }
  await capital.fill(company.capital);
  await expect(page.getByText(company.sharesText)).toBeVisible();
  await next();

  await at('shareholders');
  const last = company.shareholders.length;
  for (const [index, shareholder] of company.shareholders.entries()) {
    if (index > 0) await page.getByRole('button', { name: copy.shareholders.add }).click();
    const group = page.getByRole('group', { name: `Socio ${index + 1}`, exact: true });
    await group.getByLabel(party.name, { exact: true }).fill(shareholder.name);
    await group.getByLabel(party.idNumber, { exact: true }).fill(shareholder.idNumber);
    const typed = index + 1 === last ? company.wrongLastShareholder : shareholder;
    await group.getByLabel(copy.shareholders.shares, { exact: true }).fill(typed.shares);
    await group.getByLabel(copy.shareholders.money, { exact: true }).fill(typed.money);
  }
  await next();
  await refusal(company.wrongLastShareholder.message);
  const lastGroup = page.getByRole('group', { name: `Socio ${last}`, exact: true });
  const lastShareholder = company.shareholders[last - 1]!;
  await lastGroup
    .getByLabel(copy.shareholders.shares, { exact: true })
    .fill(lastShareholder.shares);
  await lastGroup.getByLabel(copy.shareholders.money, { exact: true }).fill(lastShareholder.money);
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
  await page
    .getByRole('radio', { name: new RegExp(copy.statutes[company.statutes].label) })
    .check();
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
