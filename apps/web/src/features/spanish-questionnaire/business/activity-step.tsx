import { ACTIVITY_DESCRIPTION_MIN_LENGTH as MIN_LENGTH, TEXT_LIMITS } from '@foundly/domain';
import { cn } from '@foundly/ui';
import { useId } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  activityDescription: string;
}

/**
 * business-information/activity: what the autónomo will do, in their own
 * words; the activity is classified (IAE, CNAE) from this description.
 */
export function ActivityStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.businessInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'businessInformation',
    defaultValues: { activityDescription: saved?.activityDescription ?? '' },
    required: ['activityDescription'],
    toUpdate: ({ activityDescription }) => ({
      businessInformation: { activityDescription: activityDescription.trim() },
    }),
  });
  const id = useId();
  const error = errorOf('activityDescription');
  const length = form.watch('activityDescription').trim().length;
  return (
    <StepFrame
      title={t('spanishBusiness.activity.title')}
      description={t('spanishBusiness.activity.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('spanishBusiness.activity.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('spanishBusiness.activity.hint')}
        </p>
        <textarea
          id={id}
          rows={5}
          maxLength={TEXT_LIMITS.activityDescription}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : undefined]
            .filter(Boolean)
            .join(' ')}
          className={cn(
            'min-h-11 rounded-lg border bg-surface-raised px-3 py-2 text-base text-ink placeholder:text-ink-muted/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            error ? 'border-danger' : 'border-line',
          )}
          {...form.register('activityDescription')}
        />
        <p
          id={`${id}-count`}
          className={cn(
            'text-right text-sm',
            length < MIN_LENGTH ? 'text-ink-muted' : 'text-success',
          )}
        >
          {t('spanishBusiness.activity.counter', { count: length, min: MIN_LENGTH })}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </StepFrame>
  );
}
