import { PAYMENT_VOLUMES } from '@foundly/domain';
import { PaymentVolume } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

interface Values {
  /** The PaymentVolume enumeration's number as the radio gives it; '' while none is chosen. */
  monthlyPaymentVolume: string;
}

/** The bounds of each bucket, in euros. */
const BOUNDS: Record<(typeof PAYMENT_VOLUMES)[number], { from?: number; to?: number }> = {
  [PaymentVolume.LESS_THAN_5K]: { to: 5_000 },
  [PaymentVolume.FROM_5K_TO_20K]: { from: 5_000, to: 20_000 },
  [PaymentVolume.FROM_20K_TO_50K]: { from: 20_000, to: 50_000 },
  [PaymentVolume.MORE_THAN_50K]: { from: 50_000 },
};

/** business-information/expected-volume: the payments expected each month, by bucket. */
export function ExpectedVolumeStep() {
  const { t, locale } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.companyDetails?.monthlyPaymentVolume;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: { monthlyPaymentVolume: toChoice(saved, PAYMENT_VOLUMES) },
    required: ['monthlyPaymentVolume'],
    toUpdate: (values) => ({
      companyDetails: {
        monthlyPaymentVolume: fromChoice<PaymentVolume>(values.monthlyPaymentVolume),
      },
    }),
  });
  const euros = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const labelOf = ({ from, to }: { from?: number; to?: number }) => {
    if (from === undefined) {
      return t('businessInformation.expectedVolume.lessThan', { amount: euros.format(to ?? 0) });
    }
    if (to === undefined) {
      return t('businessInformation.expectedVolume.moreThan', { amount: euros.format(from) });
    }
    return t('businessInformation.expectedVolume.between', {
      from: euros.format(from),
      to: euros.format(to),
    });
  };
  return (
    <StepFrame
      title={t('businessInformation.expectedVolume.title')}
      description={t('businessInformation.expectedVolume.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('businessInformation.expectedVolume.legend')}
        choices={PAYMENT_VOLUMES.map((volume) => ({
          value: String(volume),
          label: labelOf(BOUNDS[volume]),
        }))}
        error={errorOf('monthlyPaymentVolume')}
        {...form.register('monthlyPaymentVolume')}
      />
    </StepFrame>
  );
}
