import type {
  BusinessType,
  Currency,
  FiscalTerritory,
  Mutual,
  ProofOfAddressType,
  SpanishIdentityDocumentType,
  YesNo,
} from '@foundly/proto';
import type { Parent } from '../france/answers.js';
import type { SpanishCompanyAnswers } from './company/answers.js';

/**
 * The Spanish questionnaire as stored and exchanged (spec 02 §3), in the JSON
 * shape of the formation.v1 messages with enumerations as their numbers:
 * every field may still be missing.
 */
export interface SpanishAddress {
  streetName?: string;
  streetNumber?: string;
  /** Floor, door, block: shown as additional information. */
  buildingNumber?: string;
  postalCode?: string;
  /** Shown as the province. */
  city?: string;
}

export interface SpanishPersonalInformation {
  fullName?: string;
  dateOfBirth?: string;
  placeOfBirth?: string;
  nationality?: string;
  idNumber?: string;
  idExpirationDate?: string;
  identityDocumentType?: SpanishIdentityDocumentType;
  proofAddressDocumentType?: ProofOfAddressType;
  proofAddressFiscalDocumentType?: ProofOfAddressType;
  proofAddressNotificationDocumentType?: ProofOfAddressType;
  fiscalResidencyDifferent?: YesNo;
  differentNotificationAddress?: YesNo;
  housingSurfacePercentage?: number;
  cadastralReference?: string;
  address?: SpanishAddress;
  fiscalAddress?: SpanishAddress;
  notificationAddress?: SpanishAddress;
}

export interface SpanishBusinessInformation {
  fiscalTerritory?: FiscalTerritory;
  hasSocialSecurityNumber?: YesNo;
  nafSocialSecurityNumber?: string;
  firstParent?: Parent;
  secondParent?: Parent;
  activityDescription?: string;
  hasPreviousUnemployedActivity?: YesNo;
  previousUnemployedActivity?: { activity?: string; dischargeDate?: string };
  expectedStartDate?: string;
  monthlyNetBenefitEstimation?: number;
  currency?: Currency;
  tradesInternationally?: YesNo;
  businessType?: BusinessType;
  hasMutualInsurance?: YesNo;
  mutualSelection?: Mutual;
  iban?: string;
  accountOwnershipAttestation?: boolean;
  acceptedDirectDebit?: boolean;
}

export interface SpanishAnswers {
  spanishPersonalInformation?: SpanishPersonalInformation;
  businessInformation?: SpanishBusinessInformation;
  /** An SL's or SA's answers (its own questionnaire, `company/`). */
  spanishCompany?: SpanishCompanyAnswers;
}

/** The document references the Spanish upload steps fill in (spec 02 §3). */
export const SPANISH_DOCUMENT_REFS = {
  identityFront: 'identityFrontId',
  identityBack: 'identityBackId',
  identityNie: 'identityNieId',
  identityIdOrPassport: 'identityIdOrPassportId',
  proofOfAddress: 'proofOfAddressId',
  proofOfFiscalAddress: 'proofOfFiscalAddressId',
  proofOfNotificationAddress: 'proofOfNotificationAddressId',
  personalCertificate: 'personalCertificateId',
  iban: 'ibanId',
} as const;
