import {
  ActivityType,
  CountryCode,
  EmploymentStatus,
  FrenchIdentityDocumentType,
  FrenchProofOfAddressType,
  Gender,
  LegalForm,
  MaritalStatus,
  OrderStatus,
  PaymentVolume,
  SocialSecurityPaymentFrequency,
  VatRegime,
} from '@foundly/proto';
import type { QuestionnaireContext } from './definition.js';
import type { FrenchAnswers } from './france/answers.js';

const ADDRESS = {
  street1: '10 rue de la Paix',
  countryCode: 'FR',
  postalCode: '75002',
  city: 'Paris',
};
const NAME = { first: 'Camille', last: 'Martin' };

/** Every answer of a single SASU founder registered at home, before the documents. */
export const COMPLETE_ANSWERS: FrenchAnswers = {
  personalInformation: {
    fullName: NAME,
    address: ADDRESS,
    phone: { code: 'FR', number: '0612345678' },
    gender: Gender.FEMALE,
    firstParent: { fullName: { first: 'Jean', last: 'Martin' } },
    secondParent: { unknown: true },
    employmentStatus: EmploymentStatus.EMPLOYEE,
    dateOfBirth: '1990-05-14',
    birthCountry: 'FR',
    birthPlace: '69123',
    nationality: 'FR',
    maritalStatus: MaritalStatus.SINGLE,
    socialSecurityNumber: '290056912312345',
    submittedAcre: false,
    hasCurrentActivity: false,
    hasWorkedAsSelfEmployed: false,
    identityDocumentType: FrenchIdentityDocumentType.PASSPORT,
    proofAddressDocumentType: FrenchProofOfAddressType.UTILITY_BILL,
    proofAddressDate: '2026-10-01',
  },
  companyDetails: {
    isRegisteredAddressSameAsPersonalAddress: true,
    companyName: 'Martin Conseil',
    activities: ['62.01Z'],
    socialObject: 'Conseil en systèmes informatiques',
    activityType: ActivityType.LIBERAL,
    companyDuration: 99,
    vta: { regime: VatRegime.FRANCHISE },
    endOfFiscalYear: '31/12',
    monthlyPaymentVolume: PaymentVolume.LESS_THAN_5K,
    email: 'camille@example.com',
    phone: { code: 'FR', number: '0612345678' },
    socialSecurityPaymentFrequency: SocialSecurityPaymentFrequency.MONTHLY,
    withholdingTax: true,
  },
  capitalDeposit: { paidUpCapital: 1000, numberOfShares: 100 },
};

export const COMPLETE_METADATA = {
  identity_intro_viewed: '1',
  fiscal_option_viewed: '1',
  activityWasNotArtisanal: '1',
};

export const COMPLETE_REFS = { identityFrontId: 'doc-1', personalProofOfAddressId: 'doc-2' };

export function frenchContext(
  overrides: Partial<QuestionnaireContext<FrenchAnswers>> = {},
): QuestionnaireContext<FrenchAnswers> {
  return {
    country: CountryCode.FR,
    legalForm: LegalForm.SASU,
    status: OrderStatus.PLACED,
    metadata: {},
    documentRefs: {},
    answers: {},
    ...overrides,
  };
}
