import { ComplianceQuestionType, type ComplianceQuestion } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';

/**
 * One question as a group of choices: radio buttons for BOOLEAN and
 * SINGLE_SELECT, checkboxes for MULTI_SELECT. The question is the legend,
 * so a screen reader announces it with each choice.
 */
export function ComplianceQuestionField({
  question,
  selected,
  onChange,
}: {
  question: ComplianceQuestion;
  selected: readonly string[];
  onChange: (answerIds: string[]) => void;
}) {
  const { t } = useI18n();
  const multiple = question.questionType === ComplianceQuestionType.MULTI_SELECT;
  const toggle = (id: string) => {
    if (!multiple) return onChange([id]);
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold">{question.text}</legend>
      {multiple && (
        <p className="text-sm text-ink-muted">{t('compliance.questionnaire.multiHint')}</p>
      )}
      {question.answerChoices.map((choice) => {
        const checked = selected.includes(choice.id);
        return (
          <label
            key={choice.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
              checked
                ? 'border-brand-700 bg-brand-50 dark:border-brand-100 dark:bg-brand-800'
                : 'border-line hover:border-brand-400',
            )}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={question.id}
              value={choice.id}
              checked={checked}
              onChange={() => toggle(choice.id)}
              className="size-4 accent-brand-700"
            />
            <span>{choice.text}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
