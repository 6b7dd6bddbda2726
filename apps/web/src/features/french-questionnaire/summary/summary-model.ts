import { choiceName, FRENCH_DOCUMENT_REFS as REFS, needsBackSide } from '@foundly/domain';
import {
  ActivityType,
  AddressType,
  EmploymentStatus,
  FrenchIdentityDocumentType,
  FrenchProofOfAddressType,
  Gender,
  MaritalStatus,
  MonthlyIncome,
  PaymentVolume,
  SocialSecurityPaymentFrequency,
  SpouseRole,
  VatFrequency,
  VatRegime,
  type CapitalDeposit,
  type CompanyDetails,
  type DocumentRef,
  type FrenchPersonalInformation,
  type FullName,
  type Parent,
  type PhoneNumber,
  type PostalAddress,
  type QuestionnaireProgress,
} from '@foundly/proto';

/** The enumerated answers, each translated under `identityAndSignature.values.<group>`. */
export type ChoiceGroup =
  | 'gender'
  | 'maritalStatus'
  | 'spouseRole'
  | 'employmentStatus'
  | 'monthlyIncome'
  | 'addressType'
  | 'activityType'
  | 'vatRegime'
  | 'vatFrequency'
  | 'paymentVolume'
  | 'urssafFrequency'
  | 'identityType'
  | 'proofType';

/** The enumeration of each group, whose value names are the translation keys. */
const CHOICE_ENUMS: Readonly<Record<ChoiceGroup, Record<string, string | number>>> = {
  gender: Gender,
  maritalStatus: MaritalStatus,
  spouseRole: SpouseRole,
  employmentStatus: EmploymentStatus,
  monthlyIncome: MonthlyIncome,
  addressType: AddressType,
  activityType: ActivityType,
  vatRegime: VatRegime,
  vatFrequency: VatFrequency,
  paymentVolume: PaymentVolume,
  urssafFrequency: SocialSecurityPaymentFrequency,
  identityType: FrenchIdentityDocumentType,
  proofType: FrenchProofOfAddressType,
};

/** An answer as the summary shows it; the page formats it in the interface language. */
export type SummaryValue =
  | { kind: 'text'; text: string }
  | { kind: 'nir'; value: string }
  /** The value's name in its enumeration, e.g. MALE. */
  | { kind: 'choice'; group: ChoiceGroup; value: string }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'date'; iso: string }
  | { kind: 'dayMonth'; value: string }
  | { kind: 'country'; code: string }
  | { kind: 'address'; address: PostalAddress }
  | { kind: 'birthPlace'; place: string; country: string }
  | { kind: 'phone'; phone: PhoneNumber }
  | { kind: 'euros'; amount: number }
  | { kind: 'years'; count: number }
  | { kind: 'number'; value: number }
  | { kind: 'files'; names: string[] }
  | { kind: 'activities'; codes: string[] }
  | { kind: 'note'; note: 'unknownParent' | 'atHome' };

/** The questions of the summary, each labelled under `identityAndSignature.fields`. */
export type SummaryField =
  | 'fullName'
  | 'homeAddress'
  | 'phone'
  | 'gender'
  | 'firstParent'
  | 'secondParent'
  | 'employmentStatus'
  | 'monthlyIncome'
  | 'dateOfBirth'
  | 'birthPlace'
  | 'nationality'
  | 'maritalStatus'
  | 'spouseName'
  | 'spouseBirthName'
  | 'spouseRole'
  | 'spouseGender'
  | 'spouseDateOfBirth'
  | 'spouseBirthPlace'
  | 'spouseNationality'
  | 'socialSecurityNumber'
  | 'healthInsurance'
  | 'acre'
  | 'hasCurrentActivity'
  | 'currentActivity'
  | 'hasWorkedAsSelfEmployed'
  | 'pastActivityEnd'
  | 'registeredOffice'
  | 'addressType'
  | 'companyName'
  | 'activities'
  | 'activityType'
  | 'socialObject'
  | 'artisanal'
  | 'companyDuration'
  | 'vatRegime'
  | 'vatFrequency'
  | 'endOfFiscalYear'
  | 'monthlyPaymentVolume'
  | 'companyEmail'
  | 'companyPhone'
  | 'urssafFrequency'
  | 'withholdingTax'
  | 'paidUpCapital'
  | 'numberOfShares'
  | 'identityDocument'
  | 'spouseIdentityDocument'
  | 'proofOfAddress'
  | 'proofOfAddressDate'
  | 'businessProofOfAddressDate'
  | 'files';

export interface SummaryRow {
  field: SummaryField;
  value: SummaryValue;
}

export interface SummaryStep {
  funnelName: string;
  stepName: string;
  rows: SummaryRow[];
}

export interface SummarySection {
  funnelName: string;
  steps: SummaryStep[];
}

export interface SummaryInput {
  questionnaire:
    | {
        personalInformation?: FrenchPersonalInformation | undefined;
        companyDetails?: CompanyDetails | undefined;
        capitalDeposit?: CapitalDeposit | undefined;
      }
    | undefined;
  metadata: Readonly<Record<string, string>>;
  documentRefs: Readonly<Record<string, string>>;
  documents: readonly DocumentRef[];
  progress: Pick<QuestionnaireProgress, 'funnels' | 'skipSteps'>;
}

/** The funnels whose answers the summary repeats, in questionnaire order. */
const SUMMARISED = [
  'personal-information',
  'business-information',
  'capital-deposit',
  'confirm-identity',
] as const;

type Rows = (input: SummaryInput) => (SummaryRow | undefined)[];

const filled = (value: string | undefined): value is string => (value?.trim().length ?? 0) > 0;

const text = (field: SummaryField, value: string | undefined): SummaryRow | undefined =>
  filled(value) ? { field, value: { kind: 'text', text: value.trim() } } : undefined;

/** An enumerated answer by its name; none while unanswered (unset or UNSPECIFIED). */
const choice = (
  field: SummaryField,
  group: ChoiceGroup,
  value: number | undefined,
): SummaryRow | undefined => {
  const name = value ? choiceName(CHOICE_ENUMS[group], value) : undefined;
  return name ? { field, value: { kind: 'choice', group, value: name } } : undefined;
};

const yesNo = (field: SummaryField, value: boolean | undefined): SummaryRow | undefined =>
  value === undefined ? undefined : { field, value: { kind: 'yesNo', value } };

const date = (field: SummaryField, iso: string | undefined): SummaryRow | undefined =>
  filled(iso) ? { field, value: { kind: 'date', iso } } : undefined;

const country = (field: SummaryField, code: string | undefined): SummaryRow | undefined =>
  filled(code) ? { field, value: { kind: 'country', code } } : undefined;

const phone = (field: SummaryField, value: PhoneNumber | undefined): SummaryRow | undefined =>
  value && filled(value.number) ? { field, value: { kind: 'phone', phone: value } } : undefined;

const address = (field: SummaryField, value: PostalAddress | undefined): SummaryRow | undefined =>
  value && (filled(value.street1) || filled(value.city))
    ? { field, value: { kind: 'address', address: value } }
    : undefined;

const number = (
  field: SummaryField,
  kind: 'euros' | 'years' | 'number',
  value: number | undefined,
): SummaryRow | undefined => {
  if (value === undefined) return undefined;
  if (kind === 'euros') return { field, value: { kind, amount: value } };
  if (kind === 'years') return { field, value: { kind, count: value } };
  return { field, value: { kind, value } };
};

const joinName = (name: FullName | undefined) =>
  [name?.first, name?.middle, name?.last].filter(filled).join(' ');

const parent = (field: SummaryField, value: Parent | undefined): SummaryRow | undefined =>
  value?.unknown
    ? { field, value: { kind: 'note', note: 'unknownParent' } }
    : text(field, joinName(value?.fullName));

/** Born in France: the commune, else the city abroad, with the country. */
function birthPlace(
  field: SummaryField,
  birth:
    | Pick<
        FrenchPersonalInformation,
        'birthPlace' | 'birthCity' | 'birthPostalCode' | 'birthCountry'
      >
    | undefined,
): SummaryRow | undefined {
  const city = [birth?.birthCity?.trim(), birth?.birthPostalCode?.trim()].filter(Boolean).join('-');
  const place = city || (birth?.birthPlace?.trim() ?? '');
  if (!place && !filled(birth?.birthCountry)) return undefined;
  return { field, value: { kind: 'birthPlace', place, country: birth?.birthCountry ?? '' } };
}

function files(input: SummaryInput, refs: readonly string[]): SummaryRow | undefined {
  const names = refs
    .map((ref) => input.documentRefs[ref])
    .filter(filled)
    .map((id) => input.documents.find((document) => document.id === id)?.fileName ?? '')
    .filter(filled);
  return names.length > 0 ? { field: 'files', value: { kind: 'files', names } } : undefined;
}

const identityRefs = (type: FrenchIdentityDocumentType | undefined, front: string, back: string) =>
  needsBackSide(type) ? [front, back] : [front];

const personal = (input: SummaryInput) => input.questionnaire?.personalInformation;
const company = (input: SummaryInput) => input.questionnaire?.companyDetails;

/** What each step collected, in the order it asks. */
const STEP_ROWS: Readonly<Record<string, Readonly<Record<string, Rows>>>> = {
  'personal-information': {
    name: (input) => [text('fullName', joinName(personal(input)?.fullName))],
    address: (input) => [
      address('homeAddress', personal(input)?.address),
      phone('phone', personal(input)?.phone),
    ],
    gender: (input) => [choice('gender', 'gender', personal(input)?.gender)],
    filiation: (input) => [
      parent('firstParent', personal(input)?.firstParent),
      parent('secondParent', personal(input)?.secondParent),
    ],
    'current-situation': (input) => [
      choice('employmentStatus', 'employmentStatus', personal(input)?.employmentStatus),
      choice('monthlyIncome', 'monthlyIncome', personal(input)?.monthlyIncome),
    ],
    'birth-place': (input) => [
      date('dateOfBirth', personal(input)?.dateOfBirth),
      birthPlace('birthPlace', personal(input)),
      country('nationality', personal(input)?.nationality),
    ],
    'marital-status': (input) => [
      choice('maritalStatus', 'maritalStatus', personal(input)?.maritalStatus),
    ],
    'spouse-name': (input) => {
      const spouse = personal(input)?.spouse;
      return [
        text('spouseName', joinName(spouse?.fullName)),
        text('spouseBirthName', spouse?.birthName),
        choice('spouseGender', 'gender', spouse?.gender),
        choice('spouseRole', 'spouseRole', spouse?.spouseRole),
      ];
    },
    'spouse-birth-place': (input) => {
      const spouse = personal(input)?.spouse;
      return [
        date('spouseDateOfBirth', spouse?.dateOfBirth),
        birthPlace('spouseBirthPlace', spouse),
        country('spouseNationality', spouse?.nationality),
      ];
    },
    'additional-info': (input) => [
      filled(personal(input)?.socialSecurityNumber)
        ? {
            field: 'socialSecurityNumber',
            value: { kind: 'nir', value: personal(input)?.socialSecurityNumber ?? '' },
          }
        : undefined,
      text('healthInsurance', personal(input)?.healthInsuranceProvider),
      yesNo('acre', personal(input)?.submittedAcre),
    ],
    activities: (input) => [
      yesNo('hasCurrentActivity', personal(input)?.hasCurrentActivity),
      personal(input)?.hasCurrentActivity
        ? text('currentActivity', personal(input)?.currentActivity)
        : undefined,
      yesNo('hasWorkedAsSelfEmployed', personal(input)?.hasWorkedAsSelfEmployed),
      personal(input)?.hasWorkedAsSelfEmployed
        ? date('pastActivityEnd', personal(input)?.pastActivity?.endDate)
        : undefined,
    ],
  },
  'business-information': {
    address: (input) =>
      company(input)?.isRegisteredAddressSameAsPersonalAddress
        ? [{ field: 'registeredOffice', value: { kind: 'note', note: 'atHome' } }]
        : [
            address('registeredOffice', company(input)?.address),
            choice('addressType', 'addressType', company(input)?.addressType),
          ],
    name: (input) => [text('companyName', company(input)?.companyName)],
    activity: (input) => {
      const codes = company(input)?.activities ?? [];
      return [
        codes.length > 0
          ? { field: 'activities', value: { kind: 'activities', codes: [...codes] } }
          : undefined,
        choice('activityType', 'activityType', company(input)?.activityType),
        text('socialObject', company(input)?.socialObject),
      ];
    },
    artisanal: (input) => {
      const notArtisanal = input.metadata['activityWasNotArtisanal'];
      return [notArtisanal === undefined ? undefined : yesNo('artisanal', notArtisanal !== '1')];
    },
    lifetime: (input) => [number('companyDuration', 'years', company(input)?.companyDuration)],
    vat: (input) => [
      choice('vatRegime', 'vatRegime', company(input)?.vta?.regime),
      company(input)?.vta?.regime === VatRegime.FRANCHISE
        ? undefined
        : choice('vatFrequency', 'vatFrequency', company(input)?.vta?.frequency),
    ],
    'end-of-financial-year': (input) => {
      const value = company(input)?.endOfFiscalYear;
      return [
        filled(value)
          ? { field: 'endOfFiscalYear', value: { kind: 'dayMonth', value } }
          : undefined,
      ];
    },
    'expected-volume': (input) => [
      choice('monthlyPaymentVolume', 'paymentVolume', company(input)?.monthlyPaymentVolume),
    ],
    contact: (input) => [
      text('companyEmail', company(input)?.email),
      phone('companyPhone', company(input)?.phone),
    ],
    urssaf: (input) => [
      choice('urssafFrequency', 'urssafFrequency', company(input)?.socialSecurityPaymentFrequency),
    ],
    'fiscal-option': (input) => [yesNo('withholdingTax', company(input)?.withholdingTax)],
  },
  'capital-deposit': {
    amount: (input) => [
      number('paidUpCapital', 'euros', input.questionnaire?.capitalDeposit?.paidUpCapital),
      number('numberOfShares', 'number', input.questionnaire?.capitalDeposit?.numberOfShares),
    ],
  },
  'confirm-identity': {
    id: (input) => {
      const type = personal(input)?.identityDocumentType;
      return [
        choice('identityDocument', 'identityType', type),
        files(input, identityRefs(type, REFS.identityFront, REFS.identityBack)),
      ];
    },
    'spouse-id': (input) => {
      const type = personal(input)?.spouse?.identityDocumentType;
      return [
        choice('spouseIdentityDocument', 'identityType', type),
        files(input, identityRefs(type, REFS.spouseIdentityFront, REFS.spouseIdentityBack)),
      ];
    },
    'personal-poa': (input) => [
      choice('proofOfAddress', 'proofType', personal(input)?.proofAddressDocumentType),
      date('proofOfAddressDate', personal(input)?.proofAddressDate),
      files(input, [REFS.personalProofOfAddress]),
    ],
    'business-poa': (input) => [
      date('businessProofOfAddressDate', company(input)?.proofAddressDate),
      files(input, [REFS.businessProofOfAddress]),
    ],
  },
};

/**
 * The answers of every summarised funnel, step by step: only the steps that
 * apply to this founder (not skipped) and that hold an answer.
 */
export function buildSummary(input: SummaryInput): SummarySection[] {
  const isSkipped = (funnelName: string, stepName: string) =>
    input.progress.skipSteps.some(
      (skip) => skip.funnelName === funnelName && skip.stepName === stepName,
    );
  return SUMMARISED.map((funnelName) => {
    const funnel = input.progress.funnels.find((candidate) => candidate.name === funnelName);
    const steps = (funnel?.steps ?? [])
      .filter((step) => !isSkipped(funnelName, step.name))
      .map((step) => ({
        funnelName,
        stepName: step.name,
        rows: (STEP_ROWS[funnelName]?.[step.name]?.(input) ?? []).filter(
          (row): row is SummaryRow => row !== undefined,
        ),
      }))
      .filter((step) => step.rows.length > 0);
    return { funnelName, steps };
  }).filter((section) => section.steps.length > 0);
}
