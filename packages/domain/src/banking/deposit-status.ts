import { CapitalDepositStatus, ShareholderStatus, VerificationStatus } from '@foundly/proto';

/**
 * The states of a capital deposit case at the bank, in the banking partner's
 * names (Swan's CapitalDepositCaseStatus): created, waiting for the
 * shareholders (identity and transfer), for the notary's certificate, for the
 * company's register extract (Kbis), for the transfer of the funds to the
 * company's account, then completed.
 */
export const BANK_CASE_STATUSES = [
  'Initiated',
  'WaitingForRequirements',
  'WaitingForShareDepositCertificate',
  'WaitingForRegisterExtract',
  'WaitingForNotaryTransfer',
  'Completed',
] as const;

export type BankCaseStatus = (typeof BANK_CASE_STATUSES)[number];

/** What the deposit status needs to know of a shareholder. */
export interface BankShareholderState {
  verificationStatus: VerificationStatus;
  status: ShareholderStatus;
}

const S = CapitalDepositStatus;
const V = VerificationStatus;

/** Whether a text is one of the bank's case states. */
export function isBankCaseStatus(value: string): value is BankCaseStatus {
  return (BANK_CASE_STATUSES as readonly string[]).includes(value);
}

/**
 * The deposit status the founder follows (spec 01 §4), from the bank's case
 * and its shareholders. While the bank waits on the shareholders, the first
 * thing still missing decides: an identity to verify (not started, more
 * information asked, or refused and to be done again), then one under review,
 * then a transfer; once every transfer is in, the notary has the file.
 */
export function getCapitalDepositStatus(
  caseStatus: BankCaseStatus,
  shareholders: readonly BankShareholderState[],
): CapitalDepositStatus {
  switch (caseStatus) {
    case 'Initiated':
      return S.ONBOARDING;
    case 'WaitingForShareDepositCertificate':
      return S.AWAITING_NOTARY;
    case 'WaitingForRegisterExtract':
    case 'WaitingForNotaryTransfer':
      return S.CERTIFICATE_RECEIVED;
    case 'Completed':
      return S.COMPLETED;
    case 'WaitingForRequirements':
      break;
  }
  if (shareholders.length === 0) return S.ONBOARDING;
  const verifications = shareholders.map((shareholder) => shareholder.verificationStatus);
  if (
    verifications.some(
      (status) =>
        status === V.NOT_STARTED ||
        status === V.WAITING_FOR_INFORMATION ||
        status === V.REFUSED ||
        status === V.UNSPECIFIED,
    )
  ) {
    return S.AWAITING_OWNER_ID;
  }
  if (verifications.some((status) => status === V.PENDING)) return S.AWAITING_REVIEW;
  if (
    shareholders.some((shareholder) => shareholder.status !== ShareholderStatus.CAPITAL_TRANSFERRED)
  ) {
    return S.AWAITING_FUNDS;
  }
  return S.AWAITING_NOTARY;
}

/** The order of the deposit statuses, to tell a late report from a newer one. */
const RANK: Record<CapitalDepositStatus, number> = {
  [S.UNSPECIFIED]: 0,
  [S.ONBOARDING]: 1,
  [S.AWAITING_OWNER_ID]: 2,
  [S.AWAITING_REVIEW]: 3,
  [S.AWAITING_FUNDS]: 4,
  [S.AWAITING_NOTARY]: 5,
  [S.CERTIFICATE_RECEIVED]: 6,
  [S.COMPLETED]: 7,
};

/**
 * Whether a deposit may go from `from` to `to`. A case only moves forward
 * once the shareholders are through: after the notary has the file nothing
 * goes back. Before that, identity verification may go back (a refusal, more
 * information asked), so any move among the first steps is allowed.
 */
export function canMoveCapitalDeposit(
  from: CapitalDepositStatus,
  to: CapitalDepositStatus,
): boolean {
  if (RANK[from] >= RANK[S.AWAITING_NOTARY]) return RANK[to] >= RANK[from];
  return to !== S.UNSPECIFIED;
}
