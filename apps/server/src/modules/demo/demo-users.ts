import { CountryCode, FiscalTerritory, LegalForm, OrderStatus } from '@foundly/proto';

export interface DemoUser {
  email: string;
  name: string;
  locale: string;
  country: CountryCode;
  legalForm: LegalForm;
  companyName: string;
  billingProducts: string[];
  /** Where the demo file stands: one past the questionnaire, the others still answering it. */
  status: OrderStatus;
  /** Answers given before payment (the Spanish fiscal territory). */
  questionnaire: Record<string, unknown>;
}

/** The demo operator of the back-office (same password), seeded outside production. */
export const DEMO_OPERATOR = { email: 'ops@example.com', name: 'Léa Moreau', locale: 'en-gb' };

/** Demo sign-ins seeded outside production; one password for all, printed at start. */
export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'sasu@example.com',
    name: 'Camille Martin',
    locale: 'fr-fr',
    country: CountryCode.FR,
    legalForm: LegalForm.SASU,
    companyName: 'Atelier Martin',
    billingProducts: [],
    status: OrderStatus.AWAITING_CD,
    questionnaire: {
      personalInformation: { fullName: { first: 'Camille', last: 'Martin' } },
      capitalDeposit: { paidUpCapital: 1000, numberOfShares: 100 },
    },
  },
  {
    email: 'micro@example.com',
    name: 'Julien Bernard',
    locale: 'fr-fr',
    country: CountryCode.FR,
    legalForm: LegalForm.MICROENTERPRISE,
    companyName: 'Bernard Conseil',
    billingProducts: [],
    status: OrderStatus.PLACED,
    questionnaire: {},
  },
  {
    email: 'autonomo@example.com',
    name: 'Lucía García López',
    locale: 'es-es',
    country: CountryCode.ES,
    legalForm: LegalForm.AUTONOMO,
    companyName: '',
    billingProducts: ['autónomo_pro'],
    status: OrderStatus.PLACED,
    questionnaire: { businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN } },
  },
  {
    email: 'uk@example.com',
    name: 'Oliver Smith',
    locale: 'en-gb',
    country: CountryCode.UK,
    legalForm: LegalForm.LTD,
    companyName: 'Smith Studio Ltd',
    billingProducts: [],
    // Sent to Companies House: the UK home greets with the file (a paid order with nothing
    // answered is led to its questionnaire instead).
    status: OrderStatus.PROCESSING_REGISTRY,
    questionnaire: {},
  },
];
