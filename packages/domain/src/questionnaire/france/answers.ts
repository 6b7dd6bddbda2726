/**
 * The French questionnaire as stored and exchanged (spec 01 §3), in the JSON
 * shape of the formation.v1 messages: every field may still be missing.
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

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const IDENTITY_DOCUMENT_TYPES = ['ID_CARD', 'PASSPORT', 'RESIDENCE_PERMIT'] as const;
export const SPOUSE_ROLES = ['NONE', 'COLLABORATOR', 'EMPLOYEE'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'PACS', 'DIVORCED', 'WIDOWED'] as const;
export const EMPLOYMENT_STATUSES = [
  'EMPLOYEE',
  'JOB_SEEKER',
  'STUDENT',
  'RETIRED',
  'SELF_EMPLOYED',
  'OTHER',
] as const;
export const MONTHLY_INCOMES = ['LESS_THAN_1500', 'FROM_1500_TO_3000', 'MORE_THAN_3000'] as const;
export const PROOF_OF_ADDRESS_TYPES = [
  'UTILITY_BILL',
  'TAX_NOTICE',
  'HOME_INSURANCE',
  'RENT_RECEIPT',
  'HOST_CERTIFICATE',
] as const;
export const ACTIVITY_TYPES = ['COMMERCIAL', 'ARTISANAL', 'LIBERAL'] as const;
export const VAT_REGIMES = ['FRANCHISE', 'REEL_SIMPLIFIE', 'REEL_NORMAL'] as const;
export const VAT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
export const PAYMENT_VOLUMES = [
  'LESS_THAN_5K',
  'FROM_5K_TO_20K',
  'FROM_20K_TO_50K',
  'MORE_THAN_50K',
] as const;
export const SOCIAL_SECURITY_FREQUENCIES = ['MONTHLY', 'QUARTERLY'] as const;
export const ADDRESS_TYPES = ['HOME', 'DOMICILIATION', 'COMMERCIAL_LEASE'] as const;

export type Gender = (typeof GENDERS)[number];
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

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
  spouseRole?: (typeof SPOUSE_ROLES)[number];
  fullName?: FullName;
  birthName?: string;
  identityDocumentType?: IdentityDocumentType;
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
  employmentStatus?: (typeof EMPLOYMENT_STATUSES)[number];
  monthlyIncome?: (typeof MONTHLY_INCOMES)[number];
  hasCurrentActivity?: boolean;
  currentActivity?: string;
  hasWorkedAsSelfEmployed?: boolean;
  pastActivity?: { endDate?: string };
  healthInsuranceProvider?: string;
  submittedAcre?: boolean;
  socialSecurityNumber?: string;
  proofAddressDocumentType?: (typeof PROOF_OF_ADDRESS_TYPES)[number];
  proofAddressDate?: string;
  identityDocumentType?: IdentityDocumentType;
}

export interface FrenchCompanyDetails {
  companyName?: string;
  address?: PostalAddress;
  phone?: PhoneNumber;
  isRegisteredAddressSameAsPersonalAddress?: boolean;
  /** NAF rev. 2 sub-class codes, e.g. 62.01Z. */
  activities?: string[];
  activityType?: (typeof ACTIVITY_TYPES)[number];
  socialObject?: string;
  /** In years. */
  companyDuration?: number;
  vta?: { regime?: (typeof VAT_REGIMES)[number]; frequency?: (typeof VAT_FREQUENCIES)[number] };
  /** DD/MM. */
  endOfFiscalYear?: string;
  monthlyPaymentVolume?: (typeof PAYMENT_VOLUMES)[number];
  email?: string;
  withholdingTax?: boolean;
  socialSecurityPaymentFrequency?: (typeof SOCIAL_SECURITY_FREQUENCIES)[number];
  addressType?: (typeof ADDRESS_TYPES)[number];
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
