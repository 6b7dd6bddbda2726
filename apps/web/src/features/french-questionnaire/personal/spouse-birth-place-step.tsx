import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { BirthPlaceFields } from './birth-place-fields.js';
import { toBirthUpdate, toBirthValues, type BirthValues } from './birth-values.js';

interface Values {
  spouse: BirthValues;
}

/** personal-information/spouse-birth-place: the spouse's date and place of birth. */
export function SpouseBirthPlaceStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: { spouse: toBirthValues(data?.questionnaire?.personalInformation?.spouse) },
    required: ['spouse.dateOfBirth', 'spouse.birthCountry'],
    toUpdate: (values) => ({ personalInformation: { spouse: toBirthUpdate(values.spouse) } }),
  });
  return (
    <StepFrame
      title={t('personalInformation.spouseBirthPlace.title')}
      description={t('personalInformation.spouseBirthPlace.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <BirthPlaceFields prefix="spouse" form={form} errorOf={errorOf} />
    </StepFrame>
  );
}
