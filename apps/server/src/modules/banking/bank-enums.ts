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
