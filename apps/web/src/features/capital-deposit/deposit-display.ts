import {
  CapitalDepositStatus,
  OrderStatus,
  ShareholderStatus,
  VerificationStatus,
} from '@foundly/proto';

/** The five steps of the capital deposit page, in order (spec 01 §2). */
export const DEPOSIT_STEPS = [
  'accountCreation',
  'transfer',
  'notary',
  'certificate',
  'complete',
] as const;
export type DepositStep = (typeof DEPOSIT_STEPS)[number];

/**
 * The order statuses in which the page shows the deposit (spec 01 §4): the
 * eligible ones without PUBLICATION_RECEIVED; before them, its empty state.
 */
const PAGE_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.AWAITING_CD,
  OrderStatus.PROCESSING_PUBLICATION,
  OrderStatus.PROCESSING_REGISTRY,
  OrderStatus.COMPANY_FORMED,
  OrderStatus.AWAITING_FUNDS,
  OrderStatus.COMPLETED,
]);

/** Whether the capital deposit page shows the deposit of an order in `status`. */
export function isDepositShownFor(status: OrderStatus): boolean {
  return PAGE_STATUSES.has(status);
}

/** Each deposit status's step, 1 to 5 (the table of spec 01 §4). */
const STEP_OF_STATUS: Readonly<Record<CapitalDepositStatus, number>> = {
  [CapitalDepositStatus.UNSPECIFIED]: 1,
  [CapitalDepositStatus.ONBOARDING]: 1,
  [CapitalDepositStatus.AWAITING_REVIEW]: 1,
  [CapitalDepositStatus.AWAITING_OWNER_ID]: 1,
  [CapitalDepositStatus.AWAITING_FUNDS]: 2,
  [CapitalDepositStatus.AWAITING_NOTARY]: 3,
  [CapitalDepositStatus.CERTIFICATE_RECEIVED]: 4,
  [CapitalDepositStatus.COMPLETED]: 5,
};

/** Where a deposit in `status` stands: its step (1 to 5) and its progress (20 to 100 %). */
export function getDepositProgress(status: CapitalDepositStatus): {
  step: number;
  percent: number;
} {
  const step = STEP_OF_STATUS[status] ?? 1;
  return { step, percent: step * 20 };
}

export type VerificationDisplay = 'pending' | 'done' | 'approved' | 'rejected';

/**
 * What an account holder's identity verification shows (spec 01 §4): not
 * started or waiting for information is pending on the founder, pending at
 * the bank means the founder is done, then approved or rejected.
 */
export function getVerificationDisplay(status: VerificationStatus): VerificationDisplay {
  switch (status) {
    case VerificationStatus.PENDING:
      return 'done';
    case VerificationStatus.VERIFIED:
      return 'approved';
    case VerificationStatus.REFUSED:
      return 'rejected';
    default:
      return 'pending';
  }
}

export type TransferDisplay = 'pending' | 'approved';

/** What a shareholder's transfer shows: approved once the capital is transferred, else pending. */
export function getTransferDisplay(status: ShareholderStatus): TransferDisplay {
  return status === ShareholderStatus.CAPITAL_TRANSFERRED ? 'approved' : 'pending';
}
