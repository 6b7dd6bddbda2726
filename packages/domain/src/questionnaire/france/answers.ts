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
} from '@foundly/proto';

/**
 * The French questionnaire as stored and exchanged (spec 01 §3), in the JSON
 * shape of the formation.v1 messages with enumerations as their numbers:
 * every field may still be missing.
 */
export interface FullName {
  first?: string;
  middle?: string;
  last?: string;
}

export interface PostalAddress {
  street1?: string;
  street2?: string;
  countryCode?: string;
  postalCode?: string;
  city?: string;
}

export interface PhoneNumber {
  /** ISO 3166-1 alpha-2 country of the number, e.g. FR. */
  code?: string;
  number?: string;
}

export interface Parent {
  fullName?: FullName;
  unknown?: boolean;
}

/** The choices of each enumerated answer, in the order they are offered. */
export const GENDERS = [Gender.MALE, Gender.FEMALE] as const;
export const IDENTITY_DOCUMENT_TYPES = [
  FrenchIdentityDocumentType.ID_CARD,
  FrenchIdentityDocumentType.PASSPORT,
  FrenchIdentityDocumentType.RESIDENCE_PERMIT,
] as const;
export const SPOUSE_ROLES = [
  SpouseRole.NONE,
  SpouseRole.COLLABORATOR,
  SpouseRole.EMPLOYEE,
] as const;
export const MARITAL_STATUSES = [
  MaritalStatus.SINGLE,
  MaritalStatus.MARRIED,
  MaritalStatus.PACS,
  MaritalStatus.DIVORCED,
  MaritalStatus.WIDOWED,
] as const;
export const EMPLOYMENT_STATUSES = [
  EmploymentStatus.EMPLOYEE,
  EmploymentStatus.JOB_SEEKER,
  EmploymentStatus.STUDENT,
  EmploymentStatus.RETIRED,
  EmploymentStatus.SELF_EMPLOYED,
  EmploymentStatus.OTHER,
] as const;
export const MONTHLY_INCOMES = [
  MonthlyIncome.LESS_THAN_1500,
  MonthlyIncome.FROM_1500_TO_3000,
  MonthlyIncome.MORE_THAN_3000,
] as const;
export const PROOF_OF_ADDRESS_TYPES = [
  FrenchProofOfAddressType.UTILITY_BILL,
  FrenchProofOfAddressType.TAX_NOTICE,
  FrenchProofOfAddressType.HOME_INSURANCE,
  FrenchProofOfAddressType.RENT_RECEIPT,
  FrenchProofOfAddressType.HOST_CERTIFICATE,
] as const;
export const ACTIVITY_TYPES = [
  ActivityType.COMMERCIAL,
  ActivityType.ARTISANAL,
  ActivityType.LIBERAL,
] as const;
export const VAT_REGIMES = [
  VatRegime.FRANCHISE,
  VatRegime.REEL_SIMPLIFIE,
  VatRegime.REEL_NORMAL,
] as const;
export const VAT_FREQUENCIES = [
  VatFrequency.MONTHLY,
  VatFrequency.QUARTERLY,
  VatFrequency.ANNUAL,
] as const;
export const PAYMENT_VOLUMES = [
  PaymentVolume.LESS_THAN_5K,
  PaymentVolume.FROM_5K_TO_20K,
  PaymentVolume.FROM_20K_TO_50K,
  PaymentVolume.MORE_THAN_50K,
] as const;
export const SOCIAL_SECURITY_FREQUENCIES = [
  SocialSecurityPaymentFrequency.MONTHLY,
  SocialSecurityPaymentFrequency.QUARTERLY,
] as const;
export const ADDRESS_TYPES = [
  AddressType.HOME,
  AddressType.DOMICILIATION,
  AddressType.COMMERCIAL_LEASE,
] as const;

/** An enumeration's value names but its UNSPECIFIED zero, e.g. MALE, FEMALE. */
export type ChoiceName<Enumeration> = Exclude<keyof Enumeration & string, 'UNSPECIFIED'>;

/**
 * The name of an enumerated answer (Gender.MALE -> MALE), as translation keys
 * spell it: generated enumerations map their numbers back to their names.
 */
export function choiceName<Enumeration extends Record<string, string | number>>(
  enumeration: Enumeration,
  value: Enumeration[keyof Enumeration],
): ChoiceName<Enumeration> {
  return (enumeration as Record<number, string>)[value as number] as ChoiceName<Enumeration>;
}

export interface BirthDetails {
  dateOfBirth?: string;
  /** Born in France: the INSEE code of the commune of birth. */
  birthPlace?: string;
  birthCountry?: string;
  birthCity?: string;
  birthPostalCode?: string;
  nationality?: string;
}

export interface Spouse extends BirthDetails {
  spouseRole?: SpouseRole;
  fullName?: FullName;
  birthName?: string;
  identityDocumentType?: FrenchIdentityDocumentType;
  gender?: Gender;
}

export interface FrenchPersonalInformation extends BirthDetails {
  fullName?: FullName;
  address?: PostalAddress;
  phone?: PhoneNumber;
  gender?: Gender;
  firstParent?: Parent;
  secondParent?: Parent;
  maritalStatus?: MaritalStatus;
  spouse?: Spouse;
  employmentStatus?: EmploymentStatus;
  monthlyIncome?: MonthlyIncome;
  hasCurrentActivity?: boolean;
  currentActivity?: string;
  hasWorkedAsSelfEmployed?: boolean;
  pastActivity?: { endDate?: string };
  healthInsuranceProvider?: string;
  submittedAcre?: boolean;
  socialSecurityNumber?: string;
  proofAddressDocumentType?: FrenchProofOfAddressType;
  proofAddressDate?: string;
  identityDocumentType?: FrenchIdentityDocumentType;
}

export interface FrenchCompanyDetails {
  companyName?: string;
  address?: PostalAddress;
  phone?: PhoneNumber;
  isRegisteredAddressSameAsPersonalAddress?: boolean;
  /** NAF rev. 2 sub-class codes, e.g. 62.01Z. */
  activities?: string[];
  activityType?: ActivityType;
  socialObject?: string;
  /** In years. */
  companyDuration?: number;
  vta?: { regime?: VatRegime; frequency?: VatFrequency };
  /** DD/MM. */
  endOfFiscalYear?: string;
  monthlyPaymentVolume?: PaymentVolume;
  email?: string;
  withholdingTax?: boolean;
  socialSecurityPaymentFrequency?: SocialSecurityPaymentFrequency;
  addressType?: AddressType;
  /** The date printed on the proof of the business address. */
  proofAddressDate?: string;
}

export interface FrenchCapitalDeposit {
  /** In euros. */
  paidUpCapital?: number;
  numberOfShares?: number;
}

export interface FrenchAnswers {
  personalInformation?: FrenchPersonalInformation;
  companyDetails?: FrenchCompanyDetails;
  capitalDeposit?: FrenchCapitalDeposit;
}

/** The document references each upload step of confirm-identity fills in. */
export const FRENCH_DOCUMENT_REFS = {
  identityFront: 'identityFrontId',
  identityBack: 'identityBackId',
  spouseIdentityFront: 'spouseIdentityFrontId',
  spouseIdentityBack: 'spouseIdentityBackId',
  personalProofOfAddress: 'personalProofOfAddressId',
  businessProofOfAddress: 'businessProofOfAddressId',
} as const;
