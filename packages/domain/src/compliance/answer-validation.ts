import { DomainError, ErrorCode, type FieldViolation } from '../errors.js';
import {
  isQuestionAsked,
  type ComplianceAnswers,
  type ComplianceQuestion,
} from './question-model.js';

/**
 * Checks one answer before it is stored: the question exists, every choice
 * is one of its own, a BOOLEAN or SINGLE_SELECT has exactly one choice and a
 * MULTI_SELECT at least one, without repeats. Throws INVALID_ARGUMENT naming
 * the field, or COMPLIANCE_QUESTION_NOT_ASKED when the question's dependency
 * is unmet by the answers already given.
 */
export function assertValidComplianceAnswer(
  questions: readonly ComplianceQuestion[],
  answers: ComplianceAnswers,
  questionId: string,
  answerIds: readonly string[],
): void {
  const question = questions.find((candidate) => candidate.id === questionId);
  if (!question) {
    throw invalid([{ field: 'question_id', message: 'errors.field.invalid' }]);
  }
  const violations: FieldViolation[] = [];
  const known = new Set(question.choices.map((choice) => choice.id));
  answerIds.forEach((answerId, index) => {
    if (!known.has(answerId)) {
      violations.push({ field: `answers[${index}]`, message: 'errors.field.invalid' });
    }
  });
  if (new Set(answerIds).size !== answerIds.length) {
    violations.push({ field: 'answers', message: 'errors.field.invalid' });
  }
  if (answerIds.length === 0) {
    violations.push({ field: 'answers', message: 'errors.field.required' });
  } else if (question.type !== 'MULTI_SELECT' && answerIds.length > 1) {
    violations.push({ field: 'answers', message: 'errors.field.invalid' });
  }
  if (violations.length > 0) throw invalid(violations);
  if (!isQuestionAsked(questions, answers, questionId)) {
    throw new DomainError(
      ErrorCode.ComplianceQuestionNotAsked,
      `Question ${questionId} is not asked: the answer it depends on was not given`,
    );
  }
}

function invalid(violations: FieldViolation[]): DomainError {
  const fields = violations.map((violation) => violation.field).join(', ');
  return new DomainError(ErrorCode.InvalidArgument, `Invalid argument: ${fields}`, violations);
}
