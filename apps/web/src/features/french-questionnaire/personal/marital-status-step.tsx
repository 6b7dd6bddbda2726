import { MARITAL_STATUSES } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { toChoice } from './to-choice.js';

interface Values {
  maritalStatus: (typeof MARITAL_STATUSES)[number] | '';
}

/** personal-information/marital-status: married or PACS leads to the spouse's steps. */
export function MaritalStatusStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation?.maritalStatus;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: { maritalStatus: toChoice(saved, MARITAL_STATUSES) },
    required: ['maritalStatus'],
  });
  return (
    <StepFrame
      title={t('personalInformation.maritalStatus.title')}
      description={t('personalInformation.maritalStatus.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('personalInformation.maritalStatus.legend')}
        choices={MARITAL_STATUSES.map((status) => ({
          value: status,
          label: t(`personalInformation.maritalStatus.${status}`),
        }))}
        error={errorOf('maritalStatus')}
        {...form.register('maritalStatus')}
      />
    </StepFrame>
  );
}
