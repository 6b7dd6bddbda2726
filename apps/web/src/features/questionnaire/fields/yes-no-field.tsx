import { useId, type ComponentProps, type ReactNode } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { ChoiceField } from './choice-field.js';

export interface YesNoFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  legend: string;
  /** Why the question is asked, below the answers. */
  hint?: ReactNode;
  error?: string | undefined;
}

/** A yes/no question as two radio cards side by side, with values 'yes' and 'no'. */
export function YesNoField({ legend, hint, error, ...input }: YesNoFieldProps) {
  const { t } = useI18n();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <ChoiceField
        legend={legend}
        error={error}
        inline
        choices={[
          { value: 'yes', label: t('questionnaire.yes') },
          { value: 'no', label: t('questionnaire.no') },
        ]}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
