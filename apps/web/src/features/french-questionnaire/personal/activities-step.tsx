import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { fromYesNo, toYesNo, type YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { todayInFrance } from '../../questionnaire/today.js';
import { useStepForm } from '../form/use-step-form.js';
import { REQUIRED_WHEN_SHOWN } from './required-when-shown.js';
import { YesNoField } from '../../questionnaire/fields/yes-no-field.js';

interface Values {
  hasCurrentActivity: YesNoValue;
  currentActivity: string;
  hasWorkedAsSelfEmployed: YesNoValue;
  pastActivity: { endDate: string };
}

/**
 * personal-information/activities: another activity kept beside the
 * business, and a past self-employed one, which the URSSAF links to the new
 * registration.
 */
export function ActivitiesStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      hasCurrentActivity: toYesNo(saved?.hasCurrentActivity),
      currentActivity: saved?.currentActivity ?? '',
      hasWorkedAsSelfEmployed: toYesNo(saved?.hasWorkedAsSelfEmployed),
      pastActivity: { endDate: saved?.pastActivity?.endDate ?? '' },
    },
    required: ['hasCurrentActivity', 'hasWorkedAsSelfEmployed'],
    toUpdate: (values) => {
      const hasCurrentActivity = fromYesNo(values.hasCurrentActivity);
      const hasWorkedAsSelfEmployed = fromYesNo(values.hasWorkedAsSelfEmployed);
      return {
        personalInformation: {
          hasCurrentActivity,
          currentActivity: hasCurrentActivity ? values.currentActivity : '',
          hasWorkedAsSelfEmployed,
          pastActivity: { endDate: hasWorkedAsSelfEmployed ? values.pastActivity.endDate : '' },
        },
      };
    },
  });
  const { register, watch } = form;
  return (
    <StepFrame
      title={t('personalInformation.activities.title')}
      description={t('personalInformation.activities.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <YesNoField
        legend={t('personalInformation.activities.currentLegend')}
        error={errorOf('hasCurrentActivity')}
        {...register('hasCurrentActivity')}
      />
      {watch('hasCurrentActivity') === 'yes' && (
        <TextField
          label={t('personalInformation.activities.currentActivity')}
          hint={t('personalInformation.activities.currentActivityHint')}
          error={errorOf('currentActivity')}
          {...register('currentActivity', REQUIRED_WHEN_SHOWN)}
        />
      )}
      <YesNoField
        legend={t('personalInformation.activities.pastLegend')}
        hint={t('personalInformation.activities.pastHint')}
        error={errorOf('hasWorkedAsSelfEmployed')}
        {...register('hasWorkedAsSelfEmployed')}
      />
      {watch('hasWorkedAsSelfEmployed') === 'yes' && (
        <TextField
          type="date"
          label={t('personalInformation.activities.endDate')}
          max={todayInFrance()}
          error={errorOf('pastActivity.endDate')}
          {...register('pastActivity.endDate', REQUIRED_WHEN_SHOWN)}
        />
      )}
    </StepFrame>
  );
}
