import { ShareholderStatus, VerificationStatus } from '@foundly/proto';

/** How the page shows a status to the founder (spec 01 §4). */
export type DepositDisplayState = 'pending' | 'done' | 'approved' | 'rejected';

const V = VerificationStatus;

/**
 * The founder's identity verification as the page shows it: not started or
 * waiting for information is still theirs to do (pending), submitted and under
 * review is done on their side, verified is approved, refused is rejected.
 */
const VERIFICATION: Record<VerificationStatus, DepositDisplayState | undefined> = {
  [V.UNSPECIFIED]: undefined,
  [V.NOT_STARTED]: 'pending',
  [V.WAITING_FOR_INFORMATION]: 'pending',
  [V.PENDING]: 'done',
  [V.VERIFIED]: 'approved',
  [V.REFUSED]: 'rejected',
};

/** The display state of an identity verification; undefined for an unknown status. */
export function getVerificationDisplayState(
  status: VerificationStatus,
): DepositDisplayState | undefined {
  return VERIFICATION[status];
}

/** The display state of a shareholder's transfer: waiting is pending, received is approved. */
export function getTransferDisplayState(
  status: ShareholderStatus,
): DepositDisplayState | undefined {
  if (status === ShareholderStatus.WAITING_FOR_TRANSFER) return 'pending';
  if (status === ShareholderStatus.CAPITAL_TRANSFERRED) return 'approved';
  return undefined;
}
