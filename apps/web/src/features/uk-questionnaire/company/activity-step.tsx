import { UK_MAX_SIC_CODES } from '@foundly/domain';
import { Controller } from '../../../lib/form/use-controller.js';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { SicSearch } from '../fields/sic-search.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

interface Values {
  sicCodes: string[];
}

/** company/activity: one to four SIC codes of the list Companies House takes (form IN01). */
export function ActivityStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'activity',
    defaultValues: {
      sicCodes: [...(data?.questionnaire?.ukIncorporation?.activity?.sicCodes ?? [])],
    },
    required: ['sicCodes'],
    toUpdate: ({ sicCodes }) => ({ activity: { sicCodes } }),
  });
  const codes = form.watch('sicCodes');
  const error =
    errorOf('sicCodes') ?? codes.map((_, index) => errorOf(`sicCodes.${index}`)).find(Boolean);
  return (
    <StepFrame
      title={t('ukQuestionnaire.activity.title')}
      description={t('ukQuestionnaire.activity.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <Controller
        control={form.control}
        name="sicCodes"
        render={({ field }) => (
          <SicSearch
            label={t('ukQuestionnaire.activity.label')}
            hint={t('ukQuestionnaire.activity.hint', { max: UK_MAX_SIC_CODES })}
            error={error}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </StepFrame>
  );
}
