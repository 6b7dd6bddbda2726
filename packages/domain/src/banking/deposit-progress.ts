import { CapitalDepositStatus } from '@foundly/proto';

/** Where the capital deposit page stands: one of its five steps and the bar's percentage. */
export interface CapitalDepositProgress {
  /** 1 account creation or review, 2 transfer of capital, 3 notary processing, 4 funds certificate, 5 complete. */
  step: 1 | 2 | 3 | 4 | 5;
  percent: 20 | 40 | 60 | 80 | 100;
}

const S = CapitalDepositStatus;

/** Spec 01 §4, "Capital deposit statuses to page step". */
const PROGRESS: Record<CapitalDepositStatus, CapitalDepositProgress | undefined> = {
  [S.UNSPECIFIED]: undefined,
  [S.ONBOARDING]: { step: 1, percent: 20 },
  [S.AWAITING_REVIEW]: { step: 1, percent: 20 },
  [S.AWAITING_OWNER_ID]: { step: 1, percent: 20 },
  [S.AWAITING_FUNDS]: { step: 2, percent: 40 },
  [S.AWAITING_NOTARY]: { step: 3, percent: 60 },
  [S.CERTIFICATE_RECEIVED]: { step: 4, percent: 80 },
  [S.COMPLETED]: { step: 5, percent: 100 },
};

/** The page step and percentage of a deposit status; undefined for an unknown status. */
export function getCapitalDepositProgress(
  status: CapitalDepositStatus,
): CapitalDepositProgress | undefined {
  return PROGRESS[status];
}

/** Whether the page shows the identity-verification banner: only while a shareholder must verify. */
export function needsIdentityVerification(status: CapitalDepositStatus): boolean {
  return status === S.AWAITING_OWNER_ID;
}
