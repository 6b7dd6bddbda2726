import { choiceName, MARITAL_STATUSES } from '@foundly/domain';
import { MaritalStatus } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

interface Values {
  /** The MaritalStatus enumeration's number as the radio gives it; '' while none is chosen. */
  maritalStatus: string;
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
    toUpdate: (values) => ({
      personalInformation: { maritalStatus: fromChoice<MaritalStatus>(values.maritalStatus) },
    }),
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
          value: String(status),
          label: t(`personalInformation.maritalStatus.${choiceName(MaritalStatus, status)}`),
        }))}
        error={errorOf('maritalStatus')}
        {...form.register('maritalStatus')}
      />
    </StepFrame>
  );
}
