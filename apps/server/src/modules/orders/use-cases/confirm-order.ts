import {
  DomainError,
  ErrorCode,
  listIncompleteStepsBefore,
  type FieldViolation,
} from '@foundly/domain';
import { OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import {
  computeOrderProgress,
  findOrderSubmissionIssues,
  findUkSubmissionViolations,
  getFrenchToday,
  getUkCheckOptions,
  isFrenchOrder,
  isUkOrder,
} from '../../questionnaire/index.js';
import {
  getOrderStatus,
  lockOrderOfUser,
  moveOrderStatus,
  type OrderRow,
} from '../../order-records/index.js';

/** The statuses a questionnaire can be sent from: paid, answers in progress. */
const CONFIRMABLE = [OrderStatus.PLACED, OrderStatus.WAITING_QUESTIONS].map(
  (status) => OrderStatus[status],
);

/**
 * What stands between the answers and the registry, in questionnaire order:
 * each issue a registry would refuse, and each step before the final summary
 * still to answer that no issue names already (as `missingAnswers`, which the
 * checks give only the first of them). The field names the step where
 * the founder fixes it (`funnel/step`); the description is the translation key
 * of what is wrong, under `questionnaireIssues` (a UK section's, under
 * `errors.field`: `ukViolations`).
 */
function findSubmissionViolations(
  order: OrderRow,
  today: string,
  ukViolations: readonly FieldViolation[],
): FieldViolation[] {
  const progress = computeOrderProgress(order);
  const issues = [
    ...findOrderSubmissionIssues(order, today).map((issue) => ({
      field: `${issue.funnelName}/${issue.stepName}`,
      message: `questionnaireIssues.${issue.code}`,
    })),
    ...ukViolations,
  ];
  const named = new Set(issues.map((issue) => issue.field));
  const incomplete = (progress ? listIncompleteStepsBefore(progress, 'final-summary') : [])
    .map((step) => `${step.funnelName}/${step.stepName}`)
    .filter((field) => !named.has(field))
    .map((field) => ({ field, message: 'questionnaireIssues.missingAnswers' }));
  const steps = progress?.funnels.flatMap((funnel) =>
    funnel.steps.map((step) => `${funnel.name}/${step.name}`),
  );
  const position = (violation: FieldViolation) => steps?.indexOf(violation.field) ?? 0;
  return [...issues, ...incomplete].sort((a, b) => position(a) - position(b));
}

/**
 * Sends the French or UK questionnaire for e-signature: the order moves from PLACED
 * or WAITING_QUESTIONS to WAITING_ESIGNATURE once every step before the
 * summary is answered and nothing would be refused. A second confirmation (a
 * double click, a second tab) finds the order already sent and returns it
 * unchanged.
 */
export async function confirmOrder(app: AppContext, caller: Caller, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'id', message: 'errors.field.invalid' },
    ]);
  }
  const today = getFrenchToday(app.clock);
  const order = await app.db.transaction(async (tx) => {
    const order = await lockOrderOfUser(tx, caller.userId, orderId);
    if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    if (!isFrenchOrder(order) && !isUkOrder(order)) {
      throw new DomainError(
        ErrorCode.InvalidArgument,
        'Only French and UK orders are confirmed here',
        [{ field: 'id', message: 'errors.field.invalid' }],
      );
    }
    const status = getOrderStatus(order);
    if (status === OrderStatus.WAITING_ESIGNATURE) return order;
    if (status === OrderStatus.DRAFT) {
      throw new DomainError(ErrorCode.OrderNotPaid, 'The order is not paid yet');
    }
    if (!CONFIRMABLE.includes(order.status)) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    const ukViolations = isUkOrder(order)
      ? findUkSubmissionViolations(order, await getUkCheckOptions(app.clock))
      : [];
    const violations = findSubmissionViolations(order, today, ukViolations);
    if (violations.length > 0) {
      throw new DomainError(
        ErrorCode.SubmissionIncomplete,
        'The questionnaire is incomplete or would be refused',
        violations,
      );
    }
    const confirmed = await moveOrderStatus(tx, app, {
      orderId: order.id,
      from: order.status,
      to: 'WAITING_ESIGNATURE',
      actor: 'founder',
      actorUserId: caller.userId,
    });
    if (!confirmed) {
      throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
    }
    return confirmed.order;
  });
  return { order, progress: computeOrderProgress(order) };
}
