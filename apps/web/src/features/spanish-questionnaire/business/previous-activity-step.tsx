import { TextField } from '@foundly/ui';
import type { Path } from '../../../lib/form/paths.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { todayInSpain } from '../../questionnaire/today.js';
import { fromYesNoAnswer, toYesNoAnswer } from './yes-no-answer.js';
import { YesNoField } from '../../questionnaire/fields/yes-no-field.js';

interface Values {
  hasPreviousUnemployedActivity: YesNoValue;
  previousUnemployedActivity: { dischargeDate: string; activity: string };
}

const requiredOf = (values: Values): Path<Values>[] =>
  values.hasPreviousUnemployedActivity === 'yes'
    ? [
        'hasPreviousUnemployedActivity',
        'previousUnemployedActivity.dischargeDate',
        'previousUnemployedActivity.activity',
      ]
    : ['hasPreviousUnemployedActivity'];

/**
 * business-information/previous-activity: whether the founder was unemployed
 * before registering; if so, when the earlier activity ended (the date of
 * the baja) and what it was, which the TGSS and the SEPE use to link the two.
 */
export function PreviousActivityStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.businessInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'businessInformation',
    defaultValues: {
      hasPreviousUnemployedActivity: fromYesNoAnswer(saved?.hasPreviousUnemployedActivity),
      previousUnemployedActivity: {
        dischargeDate: saved?.previousUnemployedActivity?.dischargeDate ?? '',
        activity: saved?.previousUnemployedActivity?.activity ?? '',
      },
    },
    required: requiredOf,
    toUpdate: (values) => ({
      businessInformation: {
        hasPreviousUnemployedActivity: toYesNoAnswer(values.hasPreviousUnemployedActivity),
        previousUnemployedActivity:
          values.hasPreviousUnemployedActivity === 'yes'
            ? {
                dischargeDate: values.previousUnemployedActivity.dischargeDate,
                activity: values.previousUnemployedActivity.activity.trim(),
              }
            : { dischargeDate: '', activity: '' },
      },
    }),
  });
  const answer = form.watch('hasPreviousUnemployedActivity');
  return (
    <StepFrame
      title={t('spanishBusiness.previousActivity.title')}
      description={t('spanishBusiness.previousActivity.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <YesNoField
        legend={t('spanishBusiness.previousActivity.legend')}
        error={errorOf('hasPreviousUnemployedActivity')}
        {...form.register('hasPreviousUnemployedActivity')}
      />
      {answer === 'yes' && (
        <>
          <TextField
            type="date"
            label={t('spanishBusiness.previousActivity.dischargeDate')}
            hint={t('spanishBusiness.previousActivity.dischargeDateHint')}
            max={todayInSpain()}
            error={errorOf('previousUnemployedActivity.dischargeDate')}
            {...form.register('previousUnemployedActivity.dischargeDate')}
          />
          <TextField
            label={t('spanishBusiness.previousActivity.activity')}
            hint={t('spanishBusiness.previousActivity.activityHint')}
            autoComplete="organization-title"
            error={errorOf('previousUnemployedActivity.activity')}
            {...form.register('previousUnemployedActivity.activity')}
          />
        </>
      )}
    </StepFrame>
  );
}
