import { OrderStatus } from '@foundly/proto';

/**
 * Whether a status change gets its own "status changed" e-mail. Not when the
 * founder already knows of it from another e-mail or from their own action:
 * DRAFT -> PLACED (the payment receipt says it), PLACED -> WAITING_QUESTIONS
 * (their own first answer), and any move into WAITING_ESIGNATURE (the
 * signature-request e-mail, with the link to sign, says it). A send-back
 * (PROCESSING_QUESTIONNAIRE -> WAITING_QUESTIONS) is e-mailed: the founder has
 * corrections to make.
 */
export function isStatusChangeEmailed(from: OrderStatus, to: OrderStatus): boolean {
  if (to === OrderStatus.WAITING_ESIGNATURE) return false;
  if (from === OrderStatus.DRAFT && to === OrderStatus.PLACED) return false;
  if (from === OrderStatus.PLACED && to === OrderStatus.WAITING_QUESTIONS) return false;
  return true;
}
