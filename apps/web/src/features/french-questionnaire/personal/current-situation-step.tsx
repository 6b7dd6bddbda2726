import { choiceName, EMPLOYMENT_STATUSES, MONTHLY_INCOMES } from '@foundly/domain';
import { EmploymentStatus, MonthlyIncome } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { REQUIRED_WHEN_SHOWN } from './required-when-shown.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

/** The enumerations' numbers as the radios give them; '' while none is chosen. */
interface Values {
  employmentStatus: string;
  monthlyIncome: string;
}

/** Only someone who works today has an income from that work to declare. */
const hasIncome = (status: Values['employmentStatus']) => {
  const answer = fromChoice<EmploymentStatus>(status);
  return answer === EmploymentStatus.EMPLOYEE || answer === EmploymentStatus.SELF_EMPLOYED;
};

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
        employmentStatus: fromChoice<EmploymentStatus>(values.employmentStatus),
        monthlyIncome: hasIncome(values.employmentStatus)
          ? fromChoice<MonthlyIncome>(values.monthlyIncome)
          : MonthlyIncome.UNSPECIFIED,
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
          value: String(value),
          label: t(
            `personalInformation.currentSituation.status.${choiceName(EmploymentStatus, value)}`,
          ),
          hint: t(
            `personalInformation.currentSituation.statusHint.${choiceName(EmploymentStatus, value)}`,
          ),
        }))}
        error={errorOf('employmentStatus')}
        {...form.register('employmentStatus')}
      />
      {hasIncome(status) && (
        <ChoiceField
          legend={t('personalInformation.currentSituation.incomeLegend')}
          choices={MONTHLY_INCOMES.map((value) => ({
            value: String(value),
            label: t(
              `personalInformation.currentSituation.income.${choiceName(MonthlyIncome, value)}`,
            ),
          }))}
          error={errorOf('monthlyIncome')}
          {...form.register('monthlyIncome', REQUIRED_WHEN_SHOWN)}
        />
      )}
    </StepFrame>
  );
}
