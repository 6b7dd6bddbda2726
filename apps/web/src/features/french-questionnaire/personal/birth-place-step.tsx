import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { CountrySelect } from '../../questionnaire/fields/country-select.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { BirthPlaceFields } from './birth-place-fields.js';
import { FRANCE, toBirthUpdate, toBirthValues, type BirthValues } from './birth-values.js';

interface Values extends BirthValues {
  nationality: string;
}

/** personal-information/birth-place: the founder's date and place of birth, and nationality. */
export function BirthPlaceStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: { ...toBirthValues(saved), nationality: saved?.nationality || FRANCE },
    required: ['dateOfBirth', 'birthCountry', 'nationality'],
    toUpdate: (values) => ({
      personalInformation: { ...toBirthUpdate(values), nationality: values.nationality },
    }),
  });
  return (
    <StepFrame
      title={t('personalInformation.birthPlace.title')}
      description={t('personalInformation.birthPlace.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <BirthPlaceFields form={form} errorOf={errorOf} />
      <CountrySelect
        label={t('personalInformation.birthPlace.nationality')}
        error={errorOf('nationality')}
        {...form.register('nationality')}
      />
    </StepFrame>
  );
}
