import {
  ACTIVITY_TYPES,
  choiceName,
  getSocialObjectMinLength,
  MAX_ACTIVITIES,
  TEXT_LIMITS,
} from '@foundly/domain';
import { ActivityType, LegalForm } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useId } from 'react';
import { Controller } from '../../../lib/form/use-controller.js';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { NafSearch } from '../fields/naf-search.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

interface Values {
  activities: string[];
  socialObject: string;
  /** The ActivityType enumeration's number as the radio gives it; '' while none is chosen. */
  activityType: string;
}

/**
 * business-information/activity: the activities from the official NAF/APE
 * list, the social object written in the articles (or the description of a
 * micro-entreprise's activity) and the kind of activity, which decides the
 * registry (commercial, artisanal or liberal).
 */
export function ActivityStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const details = data?.questionnaire?.companyDetails;
  const legalForm = data?.order?.legalForm ?? LegalForm.UNSPECIFIED;
  const isMicro = legalForm === LegalForm.MICROENTERPRISE;
  const minLength = getSocialObjectMinLength(legalForm);
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      activities: details?.activities ?? [],
      socialObject: details?.socialObject ?? '',
      activityType: toChoice(details?.activityType, ACTIVITY_TYPES),
    },
    required: ['activities', 'socialObject', 'activityType'],
    toUpdate: ({ activities, socialObject, activityType }) => ({
      companyDetails: {
        activities,
        activitiesSet: true,
        socialObject: socialObject.trim(),
        activityType: fromChoice<ActivityType>(activityType),
      },
    }),
  });
  const { register, control, watch } = form;
  const activities = watch('activities');
  const socialObjectId = useId();
  const socialObjectError = errorOf('socialObject');
  const length = watch('socialObject').trim().length;
  const recommended = data?.order?.metadata['recommended_activity'];
  const activitiesError =
    errorOf('activities') ??
    activities.map((_, index) => errorOf(`activities.${index}`)).find(Boolean);
  return (
    <StepFrame
      title={t('businessInformation.activity.title')}
      description={t('businessInformation.activity.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <Controller
        control={control}
        name="activities"
        render={({ field }) => (
          <NafSearch
            label={t('businessInformation.activity.search.label')}
            hint={t('businessInformation.activity.search.hint', { max: MAX_ACTIVITIES })}
            error={activitiesError}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            initialQuery={activities.length === 0 ? recommended : undefined}
          />
        )}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={socialObjectId} className="text-sm font-medium text-ink">
          {t(
            isMicro
              ? 'businessInformation.activity.socialObject.microLabel'
              : 'businessInformation.activity.socialObject.label',
          )}
        </label>
        <p id={`${socialObjectId}-hint`} className="text-sm text-ink-muted">
          {t(
            isMicro
              ? 'businessInformation.activity.socialObject.microHint'
              : 'businessInformation.activity.socialObject.hint',
          )}
        </p>
        <textarea
          id={socialObjectId}
          rows={isMicro ? 2 : 4}
          maxLength={TEXT_LIMITS.socialObject}
          aria-invalid={socialObjectError ? true : undefined}
          aria-describedby={[
            `${socialObjectId}-hint`,
            `${socialObjectId}-count`,
            socialObjectError ? `${socialObjectId}-error` : undefined,
          ]
            .filter(Boolean)
            .join(' ')}
          className={cn(
            'min-h-11 rounded-lg border bg-surface-raised px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            socialObjectError ? 'border-danger' : 'border-line',
          )}
          {...register('socialObject')}
        />
        <p
          id={`${socialObjectId}-count`}
          className={cn(
            'text-right text-sm',
            length < minLength ? 'text-ink-muted' : 'text-success',
          )}
        >
          {t('businessInformation.activity.socialObject.counter', {
            count: length,
            min: minLength,
          })}
        </p>
        {socialObjectError && (
          <p
            id={`${socialObjectId}-error`}
            role="alert"
            className="text-sm font-medium text-danger"
          >
            {socialObjectError}
          </p>
        )}
      </div>
      <ChoiceField
        legend={t('businessInformation.activity.type.legend')}
        choices={ACTIVITY_TYPES.map((type) => ({
          value: String(type),
          label: t(`businessInformation.activity.type.${choiceName(ActivityType, type)}.label`),
          hint: t(`businessInformation.activity.type.${choiceName(ActivityType, type)}.hint`),
        }))}
        error={errorOf('activityType')}
        {...register('activityType')}
      />
    </StepFrame>
  );
}
