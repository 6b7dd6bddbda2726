import { OrderStatus } from '@foundly/proto';

/*
 * Groups of statuses that mean the same in every country and legal form. Apart from the status
 * sequences (order-status.ts), so that a page that only asks "is the questionnaire still being
 * answered?" (the funnels) does not carry every country's sequence.
 */

/** Statuses that end a file without forming a company. */
const TERMINAL_FAILURES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.CANCELED,
  OrderStatus.DECLINED,
]);

/** Statuses in which the founder is still answering the questionnaire. */
const IN_PROGRESS: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.DRAFT,
  OrderStatus.PLACED,
  OrderStatus.WAITING_QUESTIONS,
]);

/** Whether the founder is still filling in the questionnaire (draft, placed, waiting questions). */
export function isQuestionnaireInProgress(status: OrderStatus): boolean {
  return IN_PROGRESS.has(status);
}

/** Whether the questionnaire has been handed over: the status is none of the in-progress ones. */
export function hasQuestionnaireProceeded(status: OrderStatus): boolean {
  return status !== OrderStatus.UNSPECIFIED && !IN_PROGRESS.has(status);
}

/** Whether the file was cancelled or declined. */
export function isOrderClosedWithoutCompany(status: OrderStatus): boolean {
  return TERMINAL_FAILURES.has(status);
}
