import {
  DomainError,
  ErrorCode,
  isStatusAtLeast,
  listIncompleteStepsBefore,
} from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { computeOrderProgress, isSpanishOrder } from '../../questionnaire/index.js';
import { getOrderStatus, lockOrderOfUser, moveOrderStatus } from '../../order-records/index.js';

/** The funnel whose acceptance sends the Spanish questionnaire. */
const FINAL_SUMMARY = 'final-summary';

/** The statuses a questionnaire can be sent from: paid, answers in progress. */
const REVIEWABLE = [OrderStatus.PLACED, OrderStatus.WAITING_QUESTIONS].map(
  (status) => OrderStatus[status],
);

/**
 * The founder accepted the Spanish summary: the order moves from PLACED or
 * WAITING_QUESTIONS to QUESTIONNAIRE_RECEIVED (the 'thanks for sending your
 * request' screen, spec 02 §2), once the summary is open, i.e. every step of
 * the four funnels before it is complete; otherwise SUBMISSION_INCOMPLETE
 * names each step still to answer (`funnel/step`). A second acceptance (a
 * double click, a second tab) finds the questionnaire already received and
 * returns the order unchanged.
 */
export async function markQuestionnaireReviewed(app: AppContext, caller: Caller, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'id', message: 'errors.field.invalid' },
    ]);
  }
  const order = await app.db.transaction(async (tx) => {
    const order = await lockOrderOfUser(tx, caller.userId, orderId);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    if (!isSpanishOrder(order)) {
      throw new DomainError(ErrorCode.InvalidArgument, 'Only Spanish orders are reviewed here', [
        { field: 'id', message: 'errors.field.invalid' },
      ]);
    }
    const status = getOrderStatus(order);
    const legalForm = LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED;
    if (isStatusAtLeast(CountryCode.ES, legalForm, status, OrderStatus.QUESTIONNAIRE_RECEIVED)) {
      return order;
    }
    if (status === OrderStatus.DRAFT) {
      throw new DomainError(ErrorCode.OrderNotPaid, 'The order is not paid yet');
    }
    if (!REVIEWABLE.includes(order.status)) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    const progress = computeOrderProgress(order);
    const summary = progress?.funnels.find((funnel) => funnel.name === FINAL_SUMMARY);
    if (!progress || !summary || summary.locked) {
      throw new DomainError(
        ErrorCode.SubmissionIncomplete,
        'The questionnaire is incomplete',
        (progress ? listIncompleteStepsBefore(progress, FINAL_SUMMARY) : []).map((step) => ({
          field: `${step.funnelName}/${step.stepName}`,
          message: 'questionnaireIssues.missingAnswers',
        })),
      );
    }
    const received = await moveOrderStatus(tx, app, {
      orderId: order.id,
      from: order.status,
      to: 'QUESTIONNAIRE_RECEIVED',
      actor: 'founder',
      actorUserId: caller.userId,
    });
    if (!received) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    return received.order;
  });
  return { order, progress: computeOrderProgress(order) };
}
