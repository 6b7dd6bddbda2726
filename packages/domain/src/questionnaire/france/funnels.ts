import {
  ActivityType,
  FrenchIdentityDocumentType,
  LegalForm,
  MaritalStatus,
  OrderStatus,
  VatRegime,
} from '@foundly/proto';
import { checkoutPage, companyClosingFunnels, step } from '../step-parts.js';
import type { QuestionnaireContext, QuestionnaireDefinition } from '../definition.js';
import {
  FRENCH_DOCUMENT_REFS as REFS,
  type BirthDetails,
  type FrenchAnswers,
  type FullName,
  type Parent,
  type PostalAddress,
} from './answers.js';

type Context = QuestionnaireContext<FrenchAnswers>;

/**
 * Set when a micro-entrepreneur has seen the trading-name question: the name
 * is optional for them, so an empty answer must still count as answered.
 */
export const TRADE_NAME_VIEWED = 'trade_name_viewed';

const filled = (value: string | undefined): boolean => (value?.trim().length ?? 0) > 0;
const answered = (value: boolean | undefined): boolean => value !== undefined;

const hasName = (name: FullName | undefined) => filled(name?.first) && filled(name?.last);
const hasAddress = (address: PostalAddress | undefined) =>
  filled(address?.street1) &&
  filled(address?.countryCode) &&
  filled(address?.postalCode) &&
  filled(address?.city);
const hasParent = (parent: Parent | undefined) =>
  parent?.unknown === true || hasName(parent?.fullName);
const hasBirthPlace = (birth: BirthDetails | undefined) =>
  filled(birth?.dateOfBirth) &&
  filled(birth?.birthCountry) &&
  (birth?.birthCountry === 'FR' ? filled(birth.birthPlace) : filled(birth?.birthCity));

/** Identity cards and residence permits have two sides; a passport has one page. */
export function needsBackSide(type: FrenchIdentityDocumentType | undefined): boolean {
  return type !== FrenchIdentityDocumentType.PASSPORT;
}

const hasIdentity = (
  context: Context,
  type: FrenchIdentityDocumentType | undefined,
  front: string,
  back: string,
) =>
  type !== undefined &&
  filled(context.documentRefs[front]) &&
  (!needsBackSide(type) || filled(context.documentRefs[back]));

const personal = (context: Context) => context.answers.personalInformation ?? {};
const company = (context: Context) => context.answers.companyDetails ?? {};
const isMicro = (context: Context) => context.legalForm === LegalForm.MICROENTERPRISE;

/** Married or in a civil partnership (PACS): the registry asks about the spouse. */
export function hasSpouse(context: Context): boolean {
  const status = personal(context).maritalStatus;
  return status === MaritalStatus.MARRIED || status === MaritalStatus.PACS;
}

/** The business is registered at the founder's home address, proved by the personal proof. */
function isRegisteredAtHome(context: Context): boolean {
  return company(context).isRegisteredAddressSameAsPersonalAddress === true;
}

/**
 * The French questionnaire (spec 01 §2 Funnels). Skips: the spouse steps
 * without a spouse; the capital deposit, company lifetime and end of
 * financial year for a micro-entreprise (it has no capital and its year is
 * the calendar year); the URSSAF frequency for a SASU (its president is
 * paid as an employee); the fiscal option (versement libératoire) outside a
 * micro-entreprise; the artisanal question for a liberal profession; the
 * business proof of address when the company is registered at home.
 */
export const FRENCH_QUESTIONNAIRE: QuestionnaireDefinition<FrenchAnswers> = {
  funnels: [
    {
      name: 'pre-payment',
      steps: [
        step('payment', (context) => context.status !== OrderStatus.DRAFT),
        checkoutPage('stripe'),
        checkoutPage('success'),
        checkoutPage('failure'),
      ],
    },
    {
      name: 'personal-information',
      steps: [
        step('name', (context) => hasName(personal(context).fullName)),
        step(
          'address',
          (context) =>
            hasAddress(personal(context).address) && filled(personal(context).phone?.number),
        ),
        step('gender', (context) => personal(context).gender !== undefined),
        step(
          'filiation',
          (context) =>
            hasParent(personal(context).firstParent) && hasParent(personal(context).secondParent),
        ),
        step('current-situation', (context) => personal(context).employmentStatus !== undefined),
        step(
          'birth-place',
          (context) => hasBirthPlace(personal(context)) && filled(personal(context).nationality),
        ),
        step('marital-status', (context) => personal(context).maritalStatus !== undefined),
        step(
          'spouse-name',
          (context) =>
            hasName(personal(context).spouse?.fullName) &&
            personal(context).spouse?.spouseRole !== undefined,
          (context) => !hasSpouse(context),
        ),
        step(
          'spouse-birth-place',
          (context) => hasBirthPlace(personal(context).spouse),
          (context) => !hasSpouse(context),
        ),
        step(
          'additional-info',
          (context) =>
            filled(personal(context).socialSecurityNumber) &&
            answered(personal(context).submittedAcre),
        ),
        step(
          'activities',
          (context) =>
            answered(personal(context).hasCurrentActivity) &&
            answered(personal(context).hasWorkedAsSelfEmployed),
        ),
      ],
    },
    {
      name: 'business-information',
      steps: [
        step(
          'address',
          (context) =>
            isRegisteredAtHome(context) ||
            (company(context).isRegisteredAddressSameAsPersonalAddress === false &&
              hasAddress(company(context).address) &&
              company(context).addressType !== undefined),
        ),
        step(
          'name',
          (context) =>
            filled(company(context).companyName) ||
            (isMicro(context) && context.metadata[TRADE_NAME_VIEWED] !== undefined),
        ),
        step(
          'activity',
          (context) =>
            (company(context).activities?.length ?? 0) > 0 &&
            filled(company(context).socialObject) &&
            company(context).activityType !== undefined,
        ),
        step(
          'artisanal',
          (context) => context.metadata['activityWasNotArtisanal'] !== undefined,
          (context) => company(context).activityType === ActivityType.LIBERAL,
        ),
        step('lifetime', (context) => company(context).companyDuration !== undefined, isMicro),
        step(
          'vat',
          (context) =>
            company(context).vta?.regime === VatRegime.FRANCHISE ||
            company(context).vta?.frequency !== undefined,
        ),
        step(
          'end-of-financial-year',
          (context) => filled(company(context).endOfFiscalYear),
          isMicro,
        ),
        step('expected-volume', (context) => company(context).monthlyPaymentVolume !== undefined),
        step(
          'contact',
          (context) => filled(company(context).email) && filled(company(context).phone?.number),
        ),
        step(
          'urssaf',
          (context) => company(context).socialSecurityPaymentFrequency !== undefined,
          (context) => context.legalForm === LegalForm.SASU,
        ),
        step(
          'fiscal-option',
          (context) =>
            context.metadata['fiscal_option_viewed'] !== undefined &&
            answered(company(context).withholdingTax),
          (context) => !isMicro(context),
        ),
      ],
    },
    {
      name: 'capital-deposit',
      steps: [
        step(
          'amount',
          (context) =>
            context.answers.capitalDeposit?.paidUpCapital !== undefined &&
            context.answers.capitalDeposit.numberOfShares !== undefined,
          isMicro,
        ),
      ],
    },
    {
      name: 'confirm-identity',
      steps: [
        step('intro', (context) => context.metadata['identity_intro_viewed'] !== undefined),
        step('id', (context) =>
          hasIdentity(
            context,
            personal(context).identityDocumentType,
            REFS.identityFront,
            REFS.identityBack,
          ),
        ),
        step(
          'spouse-id',
          (context) =>
            hasIdentity(
              context,
              personal(context).spouse?.identityDocumentType,
              REFS.spouseIdentityFront,
              REFS.spouseIdentityBack,
            ),
          (context) => !hasSpouse(context),
        ),
        step(
          'personal-poa',
          (context) =>
            personal(context).proofAddressDocumentType !== undefined &&
            filled(personal(context).proofAddressDate) &&
            filled(context.documentRefs[REFS.personalProofOfAddress]),
        ),
        step(
          'business-poa',
          (context) =>
            filled(company(context).proofAddressDate) &&
            filled(context.documentRefs[REFS.businessProofOfAddress]),
          isRegisteredAtHome,
        ),
      ],
    },
    ...companyClosingFunnels<FrenchAnswers>(),
  ],
};
