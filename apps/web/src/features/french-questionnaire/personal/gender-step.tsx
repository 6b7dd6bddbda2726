import { GENDERS, type Gender } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { toChoice } from './to-choice.js';

interface Values {
  gender: Gender | '';
}

/** personal-information/gender: the founder's sex as on the civil status. */
export function GenderStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation?.gender;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: { gender: toChoice(saved, GENDERS) },
    required: ['gender'],
  });
  return (
    <StepFrame
      title={t('personalInformation.gender.title')}
      description={t('personalInformation.gender.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('personalInformation.gender.legend')}
        choices={GENDERS.map((gender) => ({
          value: gender,
          label: t(`personalInformation.gender.${gender}`),
        }))}
        inline
        error={errorOf('gender')}
        {...form.register('gender')}
      />
    </StepFrame>
  );
}
