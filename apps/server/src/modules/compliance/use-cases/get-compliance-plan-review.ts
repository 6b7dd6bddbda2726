import { create } from '@bufbuild/protobuf';
import {
  DomainError,
  ErrorCode,
  findComplianceSection,
  getAskedQuestions,
  getComplianceContent,
  getComplianceQuestions,
  localize,
  type Locale,
} from '@foundly/domain';
import {
  ComplianceApprovalStatus,
  CompliancePlanSummarySchema,
  type CompliancePlanSummary,
} from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { assertUuid } from '../compliance-order.js';
import { getCalendarUrl, toPlanMessage } from '../compliance-mapper.js';
import {
  findPlan,
  findPlanFile,
  findQuestionnaireOfOrder,
  listPlansForReview,
  listSteps,
  type CompliancePlanRow,
} from '../compliance.repository.js';

function toSummary(
  plan: CompliancePlanRow,
  file: { companyName: string; email: string },
): CompliancePlanSummary {
  return create(CompliancePlanSummarySchema, {
    planId: plan.id,
    orderId: plan.orderId,
    companyName: file.companyName,
    customerEmail: file.email,
    legalForm: plan.legalForm,
    approvalStatus: ComplianceApprovalStatus[plan.approvalStatus],
    createdAt: plan.createdAt.toISOString(),
  });
}

/** The plans waiting for an operator (NEEDS_APPROVAL or IN_REVIEW), oldest first. */
export async function listCompliancePlansForReview(app: AppContext) {
  const rows = await listPlansForReview(app.db);
  return rows.map((row) => toSummary(row.plan, row));
}

/**
 * One plan for review: its steps, the founder's answers (those outside the
 * rules flagged, the reason it waits) and the obligations of its country
 * not in it yet, which the operator may add.
 */
export async function getCompliancePlanReview(app: AppContext, planId: string, locale: Locale) {
  assertUuid(planId, 'plan_id');
  const plan = await findPlan(app.db, planId);
  const file = plan && (await findPlanFile(app.db, plan.id));
  if (!plan || !file) throw new DomainError(ErrorCode.CompliancePlanNotFound, 'No such plan');
  const steps = await listSteps(app.db, plan.id);
  const questionnaire = await findQuestionnaireOfOrder(app.db, plan.orderId);
  const questions = getComplianceQuestions(plan.legalForm);
  const answers = questionnaire?.answers ?? {};
  const present = new Set(steps.map((step) => step.obligationKey));
  return {
    plan: toPlanMessage(plan, steps, locale, getCalendarUrl(app.config.baseUrl, plan)),
    summary: toSummary(plan, file),
    answers: getAskedQuestions(questions, answers).map((question) => {
      const chosen = question.choices.filter((choice) =>
        (answers[question.id] ?? []).includes(choice.id),
      );
      return {
        question: localize(question.text, locale),
        answers: chosen.map((choice) => localize(choice.text, locale)),
        outsideCoverage: chosen.some((choice) => choice.outsideCoverage === true),
      };
    }),
    addable: getComplianceContent(plan.legalForm)
      .obligations.filter((obligation) => !present.has(obligation.key))
      .map((obligation) => {
        const section = findComplianceSection(obligation.section);
        return {
          key: obligation.key,
          sectionTitle: section ? localize(section.title, locale) : obligation.section,
          title: localize(obligation.title, locale),
        };
      }),
  };
}
