import type { ComplianceAnswers, DependentQuestion } from '@foundly/domain';
import type { ComplianceQuestionnaire } from '@foundly/proto';

/** The questions as the domain's skipping rules read them. */
export function toDependentQuestions(questionnaire: ComplianceQuestionnaire): DependentQuestion[] {
  return questionnaire.questions.map((question) => ({
    id: question.id,
    dependsOn: question.dependsOnQuestionId
      ? {
          questionId: question.dependsOnQuestionId,
          requiredAnswerIds: question.requiredAnswersFromAncestorQuestion,
        }
      : undefined,
  }));
}

/** The answers the server holds, by question id. */
export function toAnswers(questionnaire: ComplianceQuestionnaire): ComplianceAnswers {
  return Object.fromEntries(
    questionnaire.questions
      .filter((question) => question.answerIds.length > 0)
      .map((question) => [question.id, question.answerIds]),
  );
}
