import { EMPLOYMENT_STATUSES, MONTHLY_INCOMES } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { REQUIRED_WHEN_SHOWN } from './required-when-shown.js';
import { toChoice } from './to-choice.js';

type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

interface Values {
  employmentStatus: EmploymentStatus | '';
  monthlyIncome: (typeof MONTHLY_INCOMES)[number] | '';
}

/** Only someone who works today has an income from that work to declare. */
const hasIncome = (status: Values['employmentStatus']) =>
  status === 'EMPLOYEE' || status === 'SELF_EMPLOYED';

/** personal-information/current-situation: what the founder does today, and earns if working. */
export function CurrentSituationStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      employmentStatus: toChoice(saved?.employmentStatus, EMPLOYMENT_STATUSES),
      monthlyIncome: toChoice(saved?.monthlyIncome, MONTHLY_INCOMES),
    },
    required: ['employmentStatus'],
    toUpdate: (values) => ({
      personalInformation: {
        employmentStatus: values.employmentStatus,
        monthlyIncome: hasIncome(values.employmentStatus) ? values.monthlyIncome : '',
      },
    }),
  });
  const status = form.watch('employmentStatus');
  return (
    <StepFrame
      title={t('personalInformation.currentSituation.title')}
      description={t('personalInformation.currentSituation.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('personalInformation.currentSituation.legend')}
        choices={EMPLOYMENT_STATUSES.map((value) => ({
          value,
          label: t(`personalInformation.currentSituation.status.${value}`),
          hint: t(`personalInformation.currentSituation.statusHint.${value}`),
        }))}
        error={errorOf('employmentStatus')}
        {...form.register('employmentStatus')}
      />
      {hasIncome(status) && (
        <ChoiceField
          legend={t('personalInformation.currentSituation.incomeLegend')}
          choices={MONTHLY_INCOMES.map((value) => ({
            value,
            label: t(`personalInformation.currentSituation.income.${value}`),
          }))}
          error={errorOf('monthlyIncome')}
          {...form.register('monthlyIncome', REQUIRED_WHEN_SHOWN)}
        />
      )}
    </StepFrame>
  );
}
