import { randomBytes } from 'node:crypto';
import {
  DomainError,
  ErrorCode,
  getComplianceTimeZone,
  generateCompliancePlan as buildPlan,
  getCalendarDate,
  getComplianceQuestions,
  getFirstUnansweredQuestionId,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { requireComplianceOrder, type ComplianceOrder } from '../compliance-order.js';
import {
  findCompanyFormedAt,
  insertPlan,
  insertSteps,
  lockQuestionnaireOfOrder,
} from '../compliance.repository.js';
import type { Transaction } from '../../../db/client.js';
import type { ComplianceOrderRequest } from './get-compliance-questionnaire.js';
import { readCompliancePlan } from './get-compliance-plan.js';

/**
 * Builds the plan of the caller's completed questionnaire, or answers the
 * plan the order has (one per order: two clicks build one). The deadlines
 * count from the day the company was formed, or from today before that.
 */
export async function generateCompliancePlan(
  app: AppContext,
  caller: Caller,
  request: ComplianceOrderRequest,
) {
  const order = await app.db.transaction(async (tx) => {
    const found = await requireComplianceOrder(app, tx, caller, request);
    await writePlan(app, tx, found);
    return found;
  });
  const plan = await readCompliancePlan(app, order);
  if (!plan) throw new DomainError(ErrorCode.Internal, 'The plan was not written');
  return plan;
}

async function writePlan(app: AppContext, tx: Transaction, order: ComplianceOrder) {
  const questionnaire = await lockQuestionnaireOfOrder(tx, order.id);
  if (!questionnaire) {
    throw new DomainError(ErrorCode.ComplianceQuestionnaireNotFound, 'No questionnaire yet');
  }
  const questions = getComplianceQuestions(questionnaire.legalForm);
  if (getFirstUnansweredQuestionId(questions, questionnaire.answers) !== null) {
    throw new DomainError(
      ErrorCode.ComplianceQuestionnaireIncomplete,
      'Every asked question needs an answer',
    );
  }
  const timeZone = getComplianceTimeZone(questionnaire.legalForm);
  const formedAt = await findCompanyFormedAt(tx, order.id);
  const registrationDate = getCalendarDate(formedAt ?? app.clock.now(), timeZone);
  const generated = buildPlan(questions, {
    legalForm: questionnaire.legalForm,
    registrationDate,
    answers: questionnaire.answers,
  });
  const planId = crypto.randomUUID();
  const inserted = await insertPlan(tx, {
    id: planId,
    orderId: order.id,
    customerId: order.customerId,
    questionnaireId: questionnaire.id,
    legalForm: questionnaire.legalForm,
    topLevelJurisdiction: generated.topLevelJurisdiction,
    secondLevelJurisdiction: generated.secondLevelJurisdiction,
    implementationVersion: generated.implementationVersion,
    approvalStatus: generated.approvalStatus,
    registrationDate,
    calendarToken: randomBytes(24).toString('base64url'),
  });
  if (!inserted) return;
  let position = 0;
  await insertSteps(
    tx,
    generated.sections.flatMap((section) =>
      section.steps.map((step) => ({
        id: crypto.randomUUID(),
        planId,
        sectionKey: section.key,
        obligationKey: step.key,
        position: position++,
        dueDate: step.dueDate ?? null,
      })),
    ),
  );
}
