import {
  getAskedQuestions,
  getFirstUnansweredQuestionId,
  getNextQuestionId,
  getPreviousQuestionId,
  pruneAnswers,
} from '@foundly/domain';
import type { ComplianceQuestionnaire } from '@foundly/proto';
import { Button, Card, ProgressBar } from '@foundly/ui';
import { useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { ComplianceQuestionField } from './compliance-question.js';
import { toAnswers, toDependentQuestions } from './questionnaire-model.js';

/**
 * The questionnaire, one question at a time (spec 02 §2, §4): 'Retour' goes
 * to the previous asked question, 'Suivant' saves the answer and goes to the
 * next asked one, 'Terminer' on the last saves and hands over to the plan.
 * Questions whose dependency is unmet are skipped both ways, with the answer
 * being chosen counted before it is saved. Next stays disabled until
 * something is chosen.
 */
export function ComplianceQuestionnaireScreen({
  questionnaire,
  onAnswer,
  onFinish,
  saving,
}: {
  questionnaire: ComplianceQuestionnaire;
  onAnswer: (questionId: string, answerIds: string[]) => Promise<ComplianceQuestionnaire>;
  onFinish: () => void;
  saving: boolean;
}) {
  const { t } = useI18n();
  const questions = toDependentQuestions(questionnaire);
  const saved = toAnswers(questionnaire);
  const [currentId, setCurrentId] = useState<string>(
    () =>
      getFirstUnansweredQuestionId(questions, saved) ??
      getAskedQuestions(questions, saved).at(-1)?.id ??
      questionnaire.questions[0]?.id ??
      '',
  );
  const [choice, setChoice] = useState<string[]>(() => [...(saved[currentId] ?? [])]);
  const question = questionnaire.questions.find((candidate) => candidate.id === currentId);
  if (!question) return null;

  const draft = pruneAnswers(questions, { ...saved, [currentId]: choice });
  const nextId = getNextQuestionId(questions, draft, currentId);
  const previousId = getPreviousQuestionId(questions, saved, currentId);
  const asked = getAskedQuestions(questions, draft);
  const position = asked.findIndex((candidate) => candidate.id === currentId) + 1;

  const open = (id: string, answers: Record<string, readonly string[]>) => {
    setCurrentId(id);
    setChoice([...(answers[id] ?? [])]);
  };
  const submit = async () => {
    const updated = await onAnswer(currentId, choice);
    const answers = toAnswers(updated);
    const next = getNextQuestionId(toDependentQuestions(updated), answers, currentId);
    if (next) open(next, answers);
    else onFinish();
  };

  return (
    <Card className="flex flex-col gap-6">
      <ProgressBar
        value={(position / Math.max(asked.length, 1)) * 100}
        label={t('compliance.questionnaire.progress', { current: position, total: asked.length })}
      />
      <p className="text-sm text-ink-muted" aria-hidden>
        {t('compliance.questionnaire.progress', { current: position, total: asked.length })}
      </p>
      <form
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (choice.length > 0) void submit().catch(() => undefined);
        }}
      >
        <ComplianceQuestionField question={question} selected={choice} onChange={setChoice} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="secondary"
            disabled={!previousId || saving}
            onClick={() => previousId && open(previousId, saved)}
          >
            {t('compliance.questionnaire.back')}
          </Button>
          <Button type="submit" disabled={choice.length === 0} loading={saving}>
            {nextId ? t('compliance.questionnaire.next') : t('compliance.questionnaire.finish')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
