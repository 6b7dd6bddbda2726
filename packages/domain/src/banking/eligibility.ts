import { LegalForm, OrderStatus } from '@foundly/proto';

const S = OrderStatus;

/**
 * The order statuses in which a capital deposit exists (spec 01 §4): from the
 * moment the deposit is opened to the end of the file.
 */
export const CAPITAL_DEPOSIT_ELIGIBLE_STATUSES: readonly OrderStatus[] = [
  S.AWAITING_CD,
  S.PROCESSING_PUBLICATION,
  S.PUBLICATION_RECEIVED,
  S.PROCESSING_REGISTRY,
  S.COMPANY_FORMED,
  S.AWAITING_FUNDS,
  S.COMPLETED,
];

/**
 * The statuses in which the capital deposit page shows the deposit rather than
 * its empty state: the spec's page uses the list above without
 * PUBLICATION_RECEIVED.
 */
export const CAPITAL_DEPOSIT_PAGE_STATUSES: readonly OrderStatus[] =
  CAPITAL_DEPOSIT_ELIGIBLE_STATUSES.filter((status) => status !== S.PUBLICATION_RECEIVED);

/** Whether a legal form deposits capital at all: a micro-entreprise has no share capital. */
export function hasCapitalDeposit(legalForm: LegalForm): boolean {
  return legalForm === LegalForm.SASU || legalForm === LegalForm.EURL;
}

/** Whether an order of this legal form and status has a capital deposit to follow. */
export function isCapitalDepositEligible(legalForm: LegalForm, status: OrderStatus): boolean {
  return hasCapitalDeposit(legalForm) && CAPITAL_DEPOSIT_ELIGIBLE_STATUSES.includes(status);
}

/** Whether the capital deposit page shows the deposit (else its empty state, or nothing for a micro-entreprise). */
export function isCapitalDepositPageStatus(legalForm: LegalForm, status: OrderStatus): boolean {
  return hasCapitalDeposit(legalForm) && CAPITAL_DEPOSIT_PAGE_STATUSES.includes(status);
}
