import { LegalForm } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { NominalValue } from './nominal-value.js';

interface Values {
  paidUpCapital: number;
  numberOfShares: number;
}

/** capital-deposit/amount: the share capital in euros and the number of shares it is split into. */
export function AmountStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.capitalDeposit;
  const kind = data?.order?.legalForm === LegalForm.EURL ? 'EURL' : 'SASU';
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'capitalDeposit',
    defaultValues: {
      paidUpCapital: saved?.paidUpCapital,
      numberOfShares: saved?.numberOfShares,
    },
    required: ['paidUpCapital', 'numberOfShares'],
  });
  const { register, watch } = form;
  return (
    <StepFrame
      title={t('personalInformation.capital.title')}
      description={t('personalInformation.capital.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        label={t('personalInformation.capital.amount')}
        hint={t(`personalInformation.capital.amountHint.${kind}`)}
        error={errorOf('paidUpCapital')}
        {...register('paidUpCapital', { valueAsNumber: true })}
      />
      <div className="flex flex-col gap-2">
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t(`personalInformation.capital.shares.${kind}`)}
          hint={t(`personalInformation.capital.sharesHint.${kind}`)}
          error={errorOf('numberOfShares')}
          {...register('numberOfShares', { valueAsNumber: true })}
        />
        <NominalValue
          capital={watch('paidUpCapital')}
          shares={watch('numberOfShares')}
          kind={kind}
        />
      </div>
    </StepFrame>
  );
}
