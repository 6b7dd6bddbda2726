import { FRENCH_DEFAULTS, MAX_COMPANY_DURATION_YEARS } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  companyDuration: number;
}

/** business-information/lifetime: the company's duration in years, 99 unless changed. */
export function LifetimeStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      companyDuration:
        data?.questionnaire?.companyDetails?.companyDuration ?? FRENCH_DEFAULTS.companyDuration,
    },
    required: ['companyDuration'],
  });
  return (
    <StepFrame
      title={t('businessInformation.lifetime.title')}
      description={t('businessInformation.lifetime.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        className="sm:max-w-48"
        label={t('businessInformation.lifetime.label')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_COMPANY_DURATION_YEARS}
        step={1}
        hint={t('businessInformation.lifetime.hint')}
        error={errorOf('companyDuration')}
        {...form.register('companyDuration', { valueAsNumber: true })}
      />
    </StepFrame>
  );
}
