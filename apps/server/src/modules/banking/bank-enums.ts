import { ShareholderDocumentStatus, ShareholderStatus, VerificationStatus } from '@foundly/proto';
import type {
  BankShareholder,
  BankShareholderDocument,
  BankVerificationStatus,
} from './adapters/banking-provider.js';

const VERIFICATIONS: Record<BankVerificationStatus, VerificationStatus> = {
  NotStarted: VerificationStatus.NOT_STARTED,
  WaitingForInformation: VerificationStatus.WAITING_FOR_INFORMATION,
  Pending: VerificationStatus.PENDING,
  Verified: VerificationStatus.VERIFIED,
  Refused: VerificationStatus.REFUSED,
};

/** The bank's identity verification state as the contract's enum. */
export function toVerificationStatus(status: BankVerificationStatus): VerificationStatus {
  return VERIFICATIONS[status];
}

/** The bank's shareholder state as the contract's enum. */
export function toShareholderStatus(status: BankShareholder['status']): ShareholderStatus {
  return status === 'CapitalTransferred'
    ? ShareholderStatus.CAPITAL_TRANSFERRED
    : ShareholderStatus.WAITING_FOR_TRANSFER;
}

/** A document's state at the bank as the contract's enum name: uploaded is still pending review. */
export function toDocumentStatusName(
  status: BankShareholderDocument['status'],
): keyof typeof ShareholderDocumentStatus {
  if (status === 'Validated') return 'VALIDATED';
  if (status === 'Refused') return 'REFUSED';
  return 'PENDING';
}

/** The bank's document types in the contract's words (identity, proof_of_address, ...). */
const DOCUMENT_TYPES: Record<string, string> = {
  ProofOfIdentity: 'identity',
  ProofOfIndividualAddress: 'proof_of_address',
  PowerOfAttorney: 'power_of_attorney',
  CompanyLeaseAgreement: 'company_lease_agreement',
  ArticlesOfIncorporation: 'articles_of_incorporation',
  RegisterExtract: 'register_extract',
  CapitalShareDepositCertificate: 'capital_share_deposit_certificate',
};

/** A document type of the bank as the contract names it; an unknown one in snake case. */
export function toDocumentTypeName(type: string): string {
  return DOCUMENT_TYPES[type] ?? type.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
}
