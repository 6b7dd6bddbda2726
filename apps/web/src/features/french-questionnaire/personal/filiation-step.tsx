import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { toParentUpdate, toParentValues, type FiliationValues } from './filiation-values.js';
import { ParentFields } from './parent-fields.js';

/**
 * personal-information/filiation: the founder's parents. Whoever runs a
 * business signs a sworn statement of no conviction and of filiation for the
 * registry, which checks the criminal record by the parents' names: it names
 * both parents, or says that one is unknown.
 */
export function FiliationStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<FiliationValues>({
    section: 'personalInformation',
    defaultValues: {
      firstParent: toParentValues(saved?.firstParent),
      secondParent: toParentValues(saved?.secondParent),
    },
    toUpdate: (values) => ({
      personalInformation: {
        firstParent: toParentUpdate(values.firstParent),
        secondParent: toParentUpdate(values.secondParent),
      },
    }),
  });
  return (
    <StepFrame
      title={t('personalInformation.filiation.title')}
      description={t('personalInformation.filiation.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ParentFields
        parent="firstParent"
        legend={t('personalInformation.filiation.firstParent')}
        form={form}
        errorOf={errorOf}
      />
      <ParentFields
        parent="secondParent"
        legend={t('personalInformation.filiation.secondParent')}
        form={form}
        errorOf={errorOf}
      />
    </StepFrame>
  );
}
