import { SelectField } from '@foundly/ui';
import { MUTUALS } from '@foundly/domain';
import { Mutual } from '@foundly/proto';
import type { Path } from '../../../lib/form/paths.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromYesNoAnswer, toYesNoAnswer } from './yes-no-answer.js';
import { YesNoField } from '../../questionnaire/fields/yes-no-field.js';

interface Values {
  hasMutualInsurance: YesNoValue;
  /** The Mutual enumeration's number as the select gives it; '' while none is chosen. */
  mutualSelection: string;
}

const requiredOf = (values: Values): Path<Values>[] =>
  values.hasMutualInsurance === 'yes'
    ? ['hasMutualInsurance', 'mutualSelection']
    : ['hasMutualInsurance'];

/**
 * business-information/mutual: whether the founder wants a particular mutua
 * (the insurer that covers sick leave and work accidents for the Seguridad
 * Social) and which of the 18.
 */
export function MutualStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.businessInformation;
  const savedMutual = MUTUALS.find((mutual) => mutual.value === saved?.mutualSelection);
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'businessInformation',
    defaultValues: {
      hasMutualInsurance: fromYesNoAnswer(saved?.hasMutualInsurance),
      mutualSelection: savedMutual ? String(savedMutual.value) : '',
    },
    required: requiredOf,
    toUpdate: (values) => ({
      businessInformation: {
        hasMutualInsurance: toYesNoAnswer(values.hasMutualInsurance),
        mutualSelection:
          values.hasMutualInsurance === 'yes'
            ? (MUTUALS.find((mutual) => String(mutual.value) === values.mutualSelection)?.value ??
              Mutual.UNSPECIFIED)
            : Mutual.UNSPECIFIED,
      },
    }),
  });
  const answer = form.watch('hasMutualInsurance');
  return (
    <StepFrame
      title={t('spanishBusiness.mutual.title')}
      description={t('spanishBusiness.mutual.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <YesNoField
        legend={t('spanishBusiness.mutual.legend')}
        hint={t('spanishBusiness.mutual.hint')}
        error={errorOf('hasMutualInsurance')}
        {...form.register('hasMutualInsurance')}
      />
      {answer === 'yes' && (
        <SelectField
          label={t('spanishBusiness.mutual.select')}
          placeholder={t('questionnaire.choose')}
          options={MUTUALS.map(({ value, name }) => ({ value: String(value), label: name }))}
          error={errorOf('mutualSelection')}
          {...form.register('mutualSelection')}
        />
      )}
    </StepFrame>
  );
}
