import { applyStepAction, DomainError, ErrorCode, type ComplianceAction } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { assertUuid, requireComplianceOrder } from '../compliance-order.js';
import { toStepMessage } from '../compliance-mapper.js';
import {
  closeStep,
  findPlanOfOrder,
  findStep,
  insertComplianceAction,
} from '../compliance.repository.js';
import type { ComplianceOrderRequest } from './get-compliance-questionnaire.js';

export interface RecordComplianceActionRequest extends ComplianceOrderRequest {
  planId: string;
  stepId: string;
  action: ComplianceAction | undefined;
  /** The spec's customer id: when given, it must be the order's. */
  customerId: string;
}

/**
 * Marks a NEW or IN_PROGRESS step of the caller's plan COMPLETE or SKIPPED
 * and records who did it and when, in one transaction. The state moves by
 * compare-and-set, so a double click records one action and the second
 * click is COMPLIANCE_STEP_CLOSED.
 */
export async function recordComplianceAction(
  app: AppContext,
  caller: Caller,
  request: RecordComplianceActionRequest,
) {
  assertUuid(request.planId, 'plan_id');
  assertUuid(request.stepId, 'step_id');
  const { action } = request;
  if (!action) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Unknown action', [
      { field: 'action', message: 'errors.field.invalid' },
    ]);
  }
  return app.db.transaction(async (tx) => {
    const order = await requireComplianceOrder(app, tx, caller, request);
    if (request.customerId && request.customerId !== order.customerId) {
      throw new DomainError(ErrorCode.NotYours, 'customer_id is not the caller');
    }
    const plan = await findPlanOfOrder(tx, order.id);
    if (!plan || plan.id !== request.planId) {
      throw new DomainError(ErrorCode.CompliancePlanNotFound, 'No such plan for this order');
    }
    const step = await findStep(tx, plan.id, request.stepId);
    if (!step) throw new DomainError(ErrorCode.ComplianceStepNotFound, 'No such step in the plan');
    const now = app.clock.now();
    const closed = await closeStep(tx, plan.id, step.id, applyStepAction(step.state, action), now);
    if (!closed) {
      throw new DomainError(ErrorCode.ComplianceStepClosed, 'The step was closed meanwhile');
    }
    await insertComplianceAction(tx, {
      planId: plan.id,
      stepId: step.id,
      action,
      initiatorUserId: caller.userId,
      createdAt: now,
    });
    return toStepMessage(closed, order.locale);
  });
}
