import {
  BusinessType,
  Currency,
  LegalForm,
  SpanishBoardForm,
  SpanishPartyKind,
  SpanishStatutes,
  YesNo,
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
  | {
      kind: 'address';
      address: Pick<
        SpanishAddress,
        'streetName' | 'streetNumber' | 'buildingNumber' | 'postalCode' | 'city'
      >;
    }
  | { kind: 'legalForm'; value: LegalForm }
  | { kind: 'businessType'; value: 'B2C' | 'B2B' }
  | { kind: 'mutual'; value: Mutual }
  /** Several lines as they are (the names asked, the shareholders). */
  | { kind: 'lines'; lines: string[] }
  /** A choice shown by its label, a key under `spanishCompany`. */
  | { kind: 'choice'; key: string };

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
  | 'iban'
  | 'nameChoices'
  | 'registeredOffice'
  | 'corporatePurpose'
  | 'cnaeCodes'
  | 'shareCapital'
  | 'nominalValue'
  | 'shareholders'
  | 'boardForm'
  | 'directors'
  | 'statutes';

export interface SummaryRow {
  field: SummaryField;
  value: SummaryValue;
}

/** The summarised funnels: an autónomo's two, or an SL's or SA's company. */
export type SummaryFunnel = 'personal-information' | 'business-information' | 'company-formation';

export interface SummarySection {
  funnelName: SummaryFunnel;
  rows: SummaryRow[];
}

export interface SummaryInput {
  questionnaire:
    | Pick<Questionnaire, 'spanishPersonalInformation' | 'businessInformation' | 'spanishCompany'>
    | undefined;
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

const BOARD_FORM_KEYS: Readonly<Record<number, string>> = {
  [SpanishBoardForm.SOLE_DIRECTOR]: 'directors.forms.sole_director.label',
  [SpanishBoardForm.JOINT_AND_SEVERAL]: 'directors.forms.joint_and_several.label',
  [SpanishBoardForm.JOINT]: 'directors.forms.joint.label',
  [SpanishBoardForm.BOARD]: 'directors.forms.board.label',
};

const euros = (field: SummaryField, cents: number | undefined): Row =>
  cents === undefined
    ? undefined
    : { field, value: { kind: 'money', amount: cents / 100, currency: Currency.EUR } };

const lines = (field: SummaryField, values: string[]): Row =>
  values.length > 0 ? { field, value: { kind: 'lines', lines: values } } : undefined;

const party = (kind: SpanishPartyKind, name: string, idNumber: string) =>
  `${name} · ${kind === SpanishPartyKind.COMPANY ? 'NIF' : 'DNI / NIE'} ${idNumber}`;

function companyRows(input: SummaryInput): Row[] {
  const company = input.questionnaire?.spanishCompany;
  const office = company?.registeredOffice;
  const statutes = company?.statutes;
  const boardForm = BOARD_FORM_KEYS[company?.administration?.boardForm ?? 0];
  return [
    { field: 'legalForm', value: { kind: 'legalForm', value: input.legalForm } },
    lines('nameChoices', company?.names?.choices ?? []),
    office && filled(office.streetName)
      ? { field: 'registeredOffice', value: { kind: 'address', address: office } }
      : undefined,
    text('corporatePurpose', company?.corporatePurpose?.description),
    lines('cnaeCodes', company?.corporatePurpose?.cnaeCodes ?? []),
    euros('shareCapital', company?.shareCapital?.capital),
    euros('nominalValue', company?.shareCapital?.nominalValue),
    lines(
      'shareholders',
      (company?.shareholders?.shareholders ?? []).map(
        (holder) => `${party(holder.kind, holder.name, holder.idNumber)} · ${holder.shares}`,
      ),
    ),
    boardForm ? { field: 'boardForm', value: { kind: 'choice', key: boardForm } } : undefined,
    lines(
      'directors',
      (company?.administration?.directors ?? []).map((director) =>
        party(director.kind, director.name, director.idNumber),
      ),
    ),
    statutes === SpanishStatutes.STANDARD || statutes === SpanishStatutes.BESPOKE
      ? {
          field: 'statutes',
          value: {
            kind: 'choice',
            key:
              statutes === SpanishStatutes.STANDARD
                ? 'statutes.standard.label'
                : 'statutes.bespoke.label',
          },
        }
      : undefined,
  ];
}

/**
 * The answers of the personal and business funnels as the final summary
 * repeats them (spec 02 §2 Final-summary): only what applies to this founder
 * (the NAF or the parents' names, the earlier activity only after a yes) and
 * what was answered. An SL or SA has its company's answers instead.
 */
export function buildSummary(input: SummaryInput): SummarySection[] {
  const present = (rows: Row[]) => rows.filter((row): row is SummaryRow => row !== undefined);
  if (input.legalForm === LegalForm.SL || input.legalForm === LegalForm.SA) {
    return [{ funnelName: 'company-formation', rows: present(companyRows(input)) }];
  }
  return [
    { funnelName: 'personal-information', rows: present(personalRows(input)) },
    { funnelName: 'business-information', rows: present(businessRows(input)) },
  ];
}
