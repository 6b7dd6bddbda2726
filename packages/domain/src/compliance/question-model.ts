import type { LocalizedText } from './localized-text.js';

export type ComplianceQuestionType = 'BOOLEAN' | 'SINGLE_SELECT' | 'MULTI_SELECT';

/** The choice ids of every BOOLEAN question. */
export const YES = 'yes';
export const NO = 'no';

export interface ComplianceChoice {
  id: string;
  text: LocalizedText;
  /**
   * The rules do not cover this answer (an unusual year end, an activity
   * that needs a licence): a plan built from it waits for an operator.
   */
  outsideCoverage?: boolean;
}

/** What the skipping rules read of a question: a client's copy of the contract has it too. */
export interface DependentQuestion {
  id: string;
  /** The question is asked only when this earlier question got one of these answers. */
  dependsOn?: { questionId: string; requiredAnswerIds: readonly string[] } | undefined;
}

export interface ComplianceQuestion extends DependentQuestion {
  type: ComplianceQuestionType;
  text: LocalizedText;
  choices: readonly ComplianceChoice[];
}

/** The answers given so far: question id -> chosen choice ids. */
export type ComplianceAnswers = Readonly<Record<string, readonly string[]>>;

/**
 * Whether a question is asked given the answers: it has no dependency, or the
 * question it depends on is itself asked and was answered with one of the
 * required choices (spec 02 §4: questions whose dependency is unmet are skipped).
 */
export function isQuestionAsked(
  questions: readonly DependentQuestion[],
  answers: ComplianceAnswers,
  questionId: string,
): boolean {
  const question = questions.find((candidate) => candidate.id === questionId);
  if (!question) return false;
  if (!question.dependsOn) return true;
  const { questionId: parentId, requiredAnswerIds } = question.dependsOn;
  if (!isQuestionAsked(questions, answers, parentId)) return false;
  const parentAnswers = answers[parentId] ?? [];
  return parentAnswers.some((answer) => requiredAnswerIds.includes(answer));
}

/** The questions asked given the answers, in questionnaire order. */
export function getAskedQuestions<Q extends DependentQuestion>(
  questions: readonly Q[],
  answers: ComplianceAnswers,
): Q[] {
  return questions.filter((question) => isQuestionAsked(questions, answers, question.id));
}

/**
 * The next question to show after `currentId` (or the first one when unset):
 * the next asked question, skipping those whose dependency is unmet; null
 * after the last.
 */
export function getNextQuestionId(
  questions: readonly DependentQuestion[],
  answers: ComplianceAnswers,
  currentId: string | null,
): string | null {
  const start = currentId === null ? 0 : questions.findIndex((q) => q.id === currentId) + 1;
  for (const question of questions.slice(start)) {
    if (isQuestionAsked(questions, answers, question.id)) return question.id;
  }
  return null;
}

/** The question before `currentId` that was asked, skipping unmet dependencies; null at the first. */
export function getPreviousQuestionId(
  questions: readonly DependentQuestion[],
  answers: ComplianceAnswers,
  currentId: string,
): string | null {
  const index = questions.findIndex((question) => question.id === currentId);
  for (const question of questions.slice(0, Math.max(index, 0)).reverse()) {
    if (isQuestionAsked(questions, answers, question.id)) return question.id;
  }
  return null;
}

/** Whether no asked question is after this one: its button reads 'Terminer'. */
export function isLastQuestion(
  questions: readonly DependentQuestion[],
  answers: ComplianceAnswers,
  questionId: string,
): boolean {
  return getNextQuestionId(questions, answers, questionId) === null;
}

/**
 * The answers without those to questions no longer asked: changing "Will you
 * hire?" to no drops the answers that hung on yes, so the plan never reads a
 * stale answer.
 */
export function pruneAnswers(
  questions: readonly DependentQuestion[],
  answers: ComplianceAnswers,
): Record<string, string[]> {
  const kept: Record<string, string[]> = {};
  for (const question of questions) {
    const chosen = answers[question.id];
    if (chosen && isQuestionAsked(questions, answers, question.id)) kept[question.id] = [...chosen];
  }
  return kept;
}

/** The first asked question without an answer, or null when the questionnaire is complete. */
export function getFirstUnansweredQuestionId(
  questions: readonly DependentQuestion[],
  answers: ComplianceAnswers,
): string | null {
  const open = getAskedQuestions(questions, answers).find(
    (question) => (answers[question.id] ?? []).length === 0,
  );
  return open?.id ?? null;
}
