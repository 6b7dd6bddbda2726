import type { FullName } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  fullName: FullName;
}

/** personal-information/name: the founder's first, middle and last names as on the ID. */
export function NameStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation?.fullName;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      fullName: { first: saved?.first ?? '', middle: saved?.middle ?? '', last: saved?.last ?? '' },
    },
    required: ['fullName.first', 'fullName.last'],
  });
  const { register } = form;
  return (
    <StepFrame
      title={t('personalInformation.name.title')}
      description={t('personalInformation.name.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('personalInformation.name.first')}
        autoComplete="given-name"
        error={errorOf('fullName.first')}
        {...register('fullName.first')}
      />
      <TextField
        label={t('personalInformation.name.middle')}
        autoComplete="additional-name"
        error={errorOf('fullName.middle')}
        {...register('fullName.middle')}
      />
      <TextField
        label={t('personalInformation.name.last')}
        autoComplete="family-name"
        error={errorOf('fullName.last')}
        {...register('fullName.last')}
      />
    </StepFrame>
  );
}
