import { FIELD_MESSAGES, isHousingPercentage } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useStepForm } from '../form/use-step-form.js';
import { readPercentage } from './read-percentage.js';

interface Values {
  /** As typed, with a decimal comma or point; empty for none. */
  housingSurfacePercentage: string;
  cadastralReference: string;
}

const VALID_PERCENTAGE = {
  validate: (typed: string) =>
    isHousingPercentage(readPercentage(typed)) || FIELD_MESSAGES.housingPercentage,
};

/**
 * personal-information/housing-deduction: the share of the home used for the
 * activity and its cadastral reference, both optional (spec 02 §5). Leaving
 * the share empty saves 0 %, which completes the step: no deduction.
 */
export function HousingDeductionStep() {
  const { t, locale } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.spanishPersonalInformation;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      housingSurfacePercentage:
        saved?.housingSurfacePercentage === undefined
          ? ''
          : format.format(saved.housingSurfacePercentage),
      cadastralReference: saved?.cadastralReference ?? '',
    },
    toUpdate: (values) => ({
      personalInformation: {
        housingSurfacePercentage: readPercentage(values.housingSurfacePercentage),
        cadastralReference: values.cadastralReference.trim(),
      },
    }),
  });
  const { register } = form;
  return (
    <StepFrame
      title={t('spanishPersonal.housing.title')}
      description={t('spanishPersonal.housing.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('spanishPersonal.housing.percentage')}
        hint={t('spanishPersonal.housing.percentageHint')}
        inputMode="decimal"
        placeholder="0"
        error={errorOf('housingSurfacePercentage')}
        {...register('housingSurfacePercentage', VALID_PERCENTAGE)}
      />
      <TextField
        label={t('spanishPersonal.housing.cadastralReference')}
        hint={t('spanishPersonal.housing.cadastralReferenceHint')}
        autoCapitalize="characters"
        spellCheck={false}
        error={errorOf('cadastralReference')}
        {...register('cadastralReference')}
      />
    </StepFrame>
  );
}
