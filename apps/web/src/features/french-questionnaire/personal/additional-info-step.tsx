import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { fromYesNo, toYesNo, type YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { YesNoField } from '../../questionnaire/fields/yes-no-field.js';

interface Values {
  socialSecurityNumber: string;
  submittedAcre: YesNoValue;
  healthInsuranceProvider: string;
}

/** personal-information/additional-info: social security number, ACRE request, health fund. */
export function AdditionalInfoStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      socialSecurityNumber: saved?.socialSecurityNumber ?? '',
      submittedAcre: toYesNo(saved?.submittedAcre),
      healthInsuranceProvider: saved?.healthInsuranceProvider ?? '',
    },
    required: ['socialSecurityNumber', 'submittedAcre'],
    toUpdate: (values) => ({
      personalInformation: {
        socialSecurityNumber: values.socialSecurityNumber.trim(),
        submittedAcre: fromYesNo(values.submittedAcre),
        healthInsuranceProvider: values.healthInsuranceProvider,
      },
    }),
  });
  const { register } = form;
  return (
    <StepFrame
      title={t('personalInformation.additionalInfo.title')}
      description={t('personalInformation.additionalInfo.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('personalInformation.additionalInfo.nir')}
        hint={t('personalInformation.additionalInfo.nirHint')}
        placeholder="1 85 05 78 006 084 36"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorOf('socialSecurityNumber')}
        {...register('socialSecurityNumber')}
      />
      <YesNoField
        legend={t('personalInformation.additionalInfo.acreLegend')}
        hint={t('personalInformation.additionalInfo.acreHint')}
        error={errorOf('submittedAcre')}
        {...register('submittedAcre')}
      />
      <TextField
        label={t('personalInformation.additionalInfo.healthInsurance')}
        hint={t('personalInformation.additionalInfo.healthInsuranceHint')}
        error={errorOf('healthInsuranceProvider')}
        {...register('healthInsuranceProvider')}
      />
    </StepFrame>
  );
}
