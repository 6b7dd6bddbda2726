import { DomainError, ErrorCode } from '../errors.js';
import type { ComplianceApprovalStatus } from './plan-generation.js';

export type ComplianceStepState = 'NEW' | 'IN_PROGRESS' | 'COMPLETE' | 'SKIPPED';
export type ComplianceAction = 'STEP_MARKED_COMPLETED' | 'STEP_MARKED_SKIPPED';

/** Whether a founder can still mark a step: only NEW and IN_PROGRESS steps are open (spec 02 §4). */
export function isStepOpen(state: ComplianceStepState): boolean {
  return state === 'NEW' || state === 'IN_PROGRESS';
}

/**
 * The state an action leads to, or COMPLIANCE_STEP_CLOSED when the step is
 * already COMPLETE or SKIPPED.
 */
export function applyStepAction(
  state: ComplianceStepState,
  action: ComplianceAction,
): ComplianceStepState {
  if (!isStepOpen(state)) {
    throw new DomainError(ErrorCode.ComplianceStepClosed, `The step is already ${state}`);
  }
  return action === 'STEP_MARKED_COMPLETED' ? 'COMPLETE' : 'SKIPPED';
}

/** Whether the founder sees the plan itself: an approved or pre-approved plan (spec 02 §4). */
export function isPlanShown(status: ComplianceApprovalStatus): boolean {
  return status === 'MANUALLY_APPROVED' || status === 'PRE_APPROVED';
}

export type ComplianceScreen = 'intro' | 'questionnaire' | 'generate-plan' | 'plan';

/**
 * The screen the compliance tool opens on (spec 02 §4): an approved or
 * pre-approved plan shows the plan, any other plan the generate-plan wait,
 * a questionnaire without plan the questionnaire, nothing the intro.
 */
export function getComplianceScreen(input: {
  planStatus: ComplianceApprovalStatus | undefined;
  hasQuestionnaire: boolean;
}): ComplianceScreen {
  if (input.planStatus) return isPlanShown(input.planStatus) ? 'plan' : 'generate-plan';
  return input.hasQuestionnaire ? 'questionnaire' : 'intro';
}

/**
 * Whether an operator may change a plan's steps or approve it: a plan that
 * waits for a person (NEEDS_APPROVAL) or is being reviewed (IN_REVIEW).
 */
export function isPlanReviewable(status: ComplianceApprovalStatus): boolean {
  return status === 'NEEDS_APPROVAL' || status === 'IN_REVIEW';
}
