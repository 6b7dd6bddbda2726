import {
  assertValidComplianceAnswer,
  DomainError,
  ErrorCode,
  getComplianceQuestions,
  pruneAnswers,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { assertUuid, requireComplianceOrder } from '../compliance-order.js';
import { toQuestionnaireMessage } from '../compliance-mapper.js';
import {
  findPlanOfOrder,
  lockQuestionnaireOfOrder,
  saveQuestionnaireAnswers,
} from '../compliance.repository.js';
import type { ComplianceOrderRequest } from './get-compliance-questionnaire.js';

export interface UpdateComplianceQuestionnaireRequest extends ComplianceOrderRequest {
  questionnaireId: string;
  questionId: string;
  answerIds: readonly string[];
}

/**
 * Answers one question of the caller's questionnaire, in one transaction:
 * the questionnaire locked, the answer checked against the question and the
 * answers already given, then the answers that hung on a changed answer
 * dropped. Refused once the plan exists (its steps come from these answers).
 */
export async function updateComplianceQuestionnaire(
  app: AppContext,
  caller: Caller,
  request: UpdateComplianceQuestionnaireRequest,
) {
  assertUuid(request.questionnaireId, 'questionnaire_id');
  return app.db.transaction(async (tx) => {
    const order = await requireComplianceOrder(app, tx, caller, request);
    const row = await lockQuestionnaireOfOrder(tx, order.id);
    if (!row || row.id !== request.questionnaireId) {
      throw new DomainError(
        ErrorCode.ComplianceQuestionnaireNotFound,
        'No such questionnaire for this order',
      );
    }
    if (await findPlanOfOrder(tx, order.id)) {
      throw new DomainError(
        ErrorCode.QuestionnaireLocked,
        'The plan was generated from these answers',
      );
    }
    const questions = getComplianceQuestions(row.legalForm);
    assertValidComplianceAnswer(questions, row.answers, request.questionId, request.answerIds);
    const answers = pruneAnswers(questions, {
      ...row.answers,
      [request.questionId]: [...request.answerIds],
    });
    await saveQuestionnaireAnswers(tx, row.id, answers, app.clock.now());
    return toQuestionnaireMessage({ ...row, answers }, order.locale);
  });
}
