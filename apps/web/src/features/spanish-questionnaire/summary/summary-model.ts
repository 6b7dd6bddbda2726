import {
  BusinessType,
  LegalForm,
  YesNo,
  type Currency,
  type Mutual,
  type Questionnaire,
  type SpanishAddress,
} from '@foundly/proto';

/** An answer as the summary shows it; the page formats it in the interface language. */
export type SummaryValue =
  | { kind: 'text'; text: string }
  | { kind: 'date'; iso: string }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'country'; code: string }
  | { kind: 'percent'; value: number }
  | { kind: 'money'; amount: number; currency: Currency }
  | { kind: 'nuss'; value: string }
  | { kind: 'iban'; value: string }
  | { kind: 'address'; address: SpanishAddress }
  | { kind: 'legalForm'; value: LegalForm }
  | { kind: 'businessType'; value: 'B2C' | 'B2B' }
  | { kind: 'mutual'; value: Mutual };

/** The questions of the summary, each labelled under `spanishSummary.fields`. */
export type SummaryField =
  | 'fullName'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'additionalInfo'
  | 'dateOfBirth'
  | 'placeOfBirth'
  | 'nationality'
  | 'idNumber'
  | 'idExpirationDate'
  | 'fiscalResidencyDifferent'
  | 'fiscalAddress'
  | 'differentNotificationAddress'
  | 'notificationAddress'
  | 'housingSurfacePercentage'
  | 'cadastralReference'
  | 'legalForm'
  | 'hasSocialSecurityNumber'
  | 'nafSocialSecurityNumber'
  | 'motherFirstName'
  | 'fatherFirstName'
  | 'activityDescription'
  | 'hasPreviousUnemployedActivity'
  | 'previousActivity'
  | 'dischargeDate'
  | 'monthlyNetBenefitEstimation'
  | 'expectedStartDate'
  | 'businessType'
  | 'tradesInternationally'
  | 'hasMutualInsurance'
  | 'mutualSelection'
  | 'iban';

export interface SummaryRow {
  field: SummaryField;
  value: SummaryValue;
}

/** The two summarised funnels. */
export type SummaryFunnel = 'personal-information' | 'business-information';

export interface SummarySection {
  funnelName: SummaryFunnel;
  rows: SummaryRow[];
}

export interface SummaryInput {
  questionnaire:
    Pick<Questionnaire, 'spanishPersonalInformation' | 'businessInformation'> | undefined;
  legalForm: LegalForm;
}

type Row = SummaryRow | undefined;

const filled = (value: string | undefined): value is string => (value?.trim().length ?? 0) > 0;

const text = (field: SummaryField, value: string | undefined): Row =>
  filled(value) ? { field, value: { kind: 'text', text: value.trim() } } : undefined;

const date = (field: SummaryField, iso: string | undefined): Row =>
  filled(iso) ? { field, value: { kind: 'date', iso } } : undefined;

const yesNo = (field: SummaryField, answer: YesNo | undefined): Row =>
  answer === YesNo.TRUE || answer === YesNo.FALSE
    ? { field, value: { kind: 'yesNo', value: answer === YesNo.TRUE } }
    : undefined;

const address = (field: SummaryField, value: SpanishAddress | undefined): Row =>
  value && (filled(value.streetName) || filled(value.city))
    ? { field, value: { kind: 'address', address: value } }
    : undefined;

/** The street as Spaniards write it: the name, then the number (Calle Mayor, 5). */
const street = (value: SpanishAddress | undefined): string =>
  [value?.streetName, value?.streetNumber]
    .filter(filled)
    .map((part) => part.trim())
    .join(', ');

function personalRows(input: SummaryInput): Row[] {
  const personal = input.questionnaire?.spanishPersonalInformation;
  const home = personal?.address;
  return [
    text('fullName', personal?.fullName),
    text('street', street(home)),
    text('postalCode', home?.postalCode),
    text('city', home?.city),
    { field: 'country', value: { kind: 'country', code: 'ES' } },
    text('additionalInfo', home?.buildingNumber),
    date('dateOfBirth', personal?.dateOfBirth),
    text('placeOfBirth', personal?.placeOfBirth),
    filled(personal?.nationality)
      ? { field: 'nationality', value: { kind: 'country', code: personal.nationality } }
      : undefined,
    text('idNumber', personal?.idNumber),
    date('idExpirationDate', personal?.idExpirationDate),
    yesNo('fiscalResidencyDifferent', personal?.fiscalResidencyDifferent),
    personal?.fiscalResidencyDifferent === YesNo.TRUE
      ? address('fiscalAddress', personal.fiscalAddress)
      : undefined,
    yesNo('differentNotificationAddress', personal?.differentNotificationAddress),
    personal?.differentNotificationAddress === YesNo.TRUE
      ? address('notificationAddress', personal.notificationAddress)
      : undefined,
    personal?.housingSurfacePercentage === undefined
      ? undefined
      : {
          field: 'housingSurfacePercentage',
          value: { kind: 'percent', value: personal.housingSurfacePercentage },
        },
    text('cadastralReference', personal?.cadastralReference),
  ];
}

function businessRows(input: SummaryInput): Row[] {
  const business = input.questionnaire?.businessInformation;
  const hasNumber = business?.hasSocialSecurityNumber;
  const unemployed = business?.hasPreviousUnemployedActivity === YesNo.TRUE;
  const type =
    business?.businessType === BusinessType.B2C
      ? 'B2C'
      : business?.businessType === BusinessType.B2B
        ? 'B2B'
        : undefined;
  return [
    input.legalForm === LegalForm.UNSPECIFIED
      ? undefined
      : { field: 'legalForm', value: { kind: 'legalForm', value: input.legalForm } },
    yesNo('hasSocialSecurityNumber', hasNumber),
    hasNumber === YesNo.TRUE && filled(business?.nafSocialSecurityNumber)
      ? {
          field: 'nafSocialSecurityNumber',
          value: { kind: 'nuss', value: business.nafSocialSecurityNumber },
        }
      : undefined,
    hasNumber === YesNo.FALSE
      ? text('motherFirstName', business?.firstParent?.fullName?.first)
      : undefined,
    hasNumber === YesNo.FALSE
      ? text('fatherFirstName', business?.secondParent?.fullName?.first)
      : undefined,
    text('activityDescription', business?.activityDescription),
    yesNo('hasPreviousUnemployedActivity', business?.hasPreviousUnemployedActivity),
    unemployed
      ? text('previousActivity', business?.previousUnemployedActivity?.activity)
      : undefined,
    unemployed
      ? date('dischargeDate', business?.previousUnemployedActivity?.dischargeDate)
      : undefined,
    business?.monthlyNetBenefitEstimation === undefined
      ? undefined
      : {
          field: 'monthlyNetBenefitEstimation',
          value: {
            kind: 'money',
            amount: business.monthlyNetBenefitEstimation,
            currency: business.currency,
          },
        },
    date('expectedStartDate', business?.expectedStartDate),
    type ? { field: 'businessType', value: { kind: 'businessType', value: type } } : undefined,
    yesNo('tradesInternationally', business?.tradesInternationally),
    yesNo('hasMutualInsurance', business?.hasMutualInsurance),
    business?.hasMutualInsurance === YesNo.TRUE && business.mutualSelection
      ? { field: 'mutualSelection', value: { kind: 'mutual', value: business.mutualSelection } }
      : undefined,
    filled(business?.iban)
      ? { field: 'iban', value: { kind: 'iban', value: business.iban } }
      : undefined,
  ];
}

/**
 * The answers of the personal and business funnels as the final summary
 * repeats them (spec 02 §2 Final-summary): only what applies to this founder
 * (the NAF or the parents' names, the earlier activity only after a yes) and
 * what was answered.
 */
export function buildSummary(input: SummaryInput): SummarySection[] {
  const present = (rows: Row[]) => rows.filter((row): row is SummaryRow => row !== undefined);
  return [
    { funnelName: 'personal-information', rows: present(personalRows(input)) },
    { funnelName: 'business-information', rows: present(businessRows(input)) },
  ];
}
