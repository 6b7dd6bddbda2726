import {
  DomainError,
  ErrorCode,
  findObligation,
  getComplianceContent,
  isCalendarDate,
  type ComplianceApprovalStatus,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import type { Caller } from '../../../rpc/caller.js';
import { recordOperatorAction } from '../../operator-audit/index.js';
import { assertUuid } from '../compliance-order.js';
import {
  deleteStep,
  getNextStepPosition,
  insertStep,
  lockPlanIn,
  moveApprovalStatus,
  type CompliancePlanRow,
} from '../compliance.repository.js';

const REVIEWABLE: readonly ComplianceApprovalStatus[] = ['NEEDS_APPROVAL', 'IN_REVIEW'];

/**
 * Runs an operator's change on a plan that waits for review (NEEDS_APPROVAL
 * or IN_REVIEW), locked for the transaction, and audits it with the change.
 * COMPLIANCE_PLAN_NOT_REVIEWABLE for a plan already approved, pre-approved
 * or unknown: nothing is written then.
 */
async function changeReviewablePlan(
  app: AppContext,
  operator: Caller,
  planId: string,
  audit: { action: string; target?: string; details?: Record<string, string> },
  change: (tx: Transaction, plan: CompliancePlanRow) => Promise<void>,
) {
  assertUuid(planId, 'plan_id');
  await app.db.transaction(async (tx) => {
    const plan = await lockPlanIn(tx, planId, REVIEWABLE);
    if (!plan) {
      throw new DomainError(ErrorCode.CompliancePlanNotReviewable, 'The plan is not under review');
    }
    await change(tx, plan);
    await recordOperatorAction(tx, {
      operatorUserId: operator.userId,
      action: audit.action,
      orderId: plan.orderId,
      target: audit.target ?? plan.id,
      details: audit.details ?? {},
    });
  });
}

/** NEEDS_APPROVAL -> IN_REVIEW: an operator took the plan; again on IN_REVIEW changes nothing. */
export function startCompliancePlanReview(app: AppContext, operator: Caller, planId: string) {
  return changeReviewablePlan(app, operator, planId, { action: 'compliance_review' }, (tx, plan) =>
    moveApprovalStatus(tx, plan.id, ['NEEDS_APPROVAL'], 'IN_REVIEW', app.clock.now()).then(
      () => undefined,
    ),
  );
}

/** NEEDS_APPROVAL or IN_REVIEW -> MANUALLY_APPROVED: the founder sees the plan. */
export function approveCompliancePlan(app: AppContext, operator: Caller, planId: string) {
  return changeReviewablePlan(app, operator, planId, { action: 'compliance_approve' }, (tx, plan) =>
    moveApprovalStatus(tx, plan.id, REVIEWABLE, 'MANUALLY_APPROVED', app.clock.now()).then(
      () => undefined,
    ),
  );
}

/**
 * Adds an obligation of the plan's country, at the end of the plan, with the
 * operator's date or none (the content's rule needs the founder's facts,
 * which the operator is there to judge). An obligation already in the plan
 * is refused, so a double click adds one step.
 */
export function addComplianceStep(
  app: AppContext,
  operator: Caller,
  request: { planId: string; obligationKey: string; dueDate: string },
) {
  const obligation = findObligation(request.obligationKey);
  if (!obligation) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Unknown obligation', [
      { field: 'obligation_key', message: 'errors.field.invalid' },
    ]);
  }
  if (request.dueDate && !isCalendarDate(request.dueDate)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid due date', [
      { field: 'due_date', message: 'errors.field.invalid' },
    ]);
  }
  return changeReviewablePlan(
    app,
    operator,
    request.planId,
    {
      action: 'compliance_add_step',
      target: obligation.key,
      details: request.dueDate ? { dueDate: request.dueDate } : {},
    },
    async (tx, plan) => {
      const ofCountry = getComplianceContent(plan.legalForm).obligations.some(
        (candidate) => candidate.key === obligation.key,
      );
      if (!ofCountry) {
        throw new DomainError(
          ErrorCode.InvalidArgument,
          'Not an obligation of this plan’s country',
          [{ field: 'obligation_key', message: 'errors.field.invalid' }],
        );
      }
      const added = await insertStep(tx, {
        id: crypto.randomUUID(),
        planId: plan.id,
        sectionKey: obligation.section,
        obligationKey: obligation.key,
        position: await getNextStepPosition(tx, plan.id),
        dueDate: request.dueDate || null,
      });
      if (!added) {
        throw new DomainError(ErrorCode.InvalidArgument, 'The obligation is already in the plan', [
          { field: 'obligation_key', message: 'errors.field.invalid' },
        ]);
      }
    },
  );
}

/** Removes a step from a plan under review. */
export function removeComplianceStep(
  app: AppContext,
  operator: Caller,
  request: { planId: string; stepId: string },
) {
  assertUuid(request.stepId, 'step_id');
  return changeReviewablePlan(
    app,
    operator,
    request.planId,
    { action: 'compliance_remove_step', target: request.stepId },
    async (tx, plan) => {
      if (!(await deleteStep(tx, plan.id, request.stepId))) {
        throw new DomainError(ErrorCode.ComplianceStepNotFound, 'No such step in the plan');
      }
    },
  );
}
