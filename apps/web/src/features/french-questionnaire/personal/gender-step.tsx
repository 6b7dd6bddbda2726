import { choiceName, GENDERS } from '@foundly/domain';
import { Gender } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

interface Values {
  /** The Gender enumeration's number as the radio gives it; '' while none is chosen. */
  gender: string;
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
    toUpdate: (values) => ({
      personalInformation: { gender: fromChoice<Gender>(values.gender) },
    }),
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
          value: String(gender),
          label: t(`personalInformation.gender.${choiceName(Gender, gender)}`),
        }))}
        inline
        error={errorOf('gender')}
        {...form.register('gender')}
      />
    </StepFrame>
  );
}
