import { isVatFrequencyOf, VAT_FREQUENCIES, VAT_REGIMES } from '@foundly/domain';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

type VatRegime = (typeof VAT_REGIMES)[number];
type VatFrequency = (typeof VAT_FREQUENCIES)[number];

interface Values {
  vta: { regime: VatRegime | ''; frequency: VatFrequency | '' };
}

/** The declaration frequencies open under a regime; none under the franchise en base. */
function getFrequencies(regime: VatRegime | ''): readonly VatFrequency[] {
  return regime === ''
    ? []
    : VAT_FREQUENCIES.filter((frequency) => isVatFrequencyOf(regime, frequency));
}

/**
 * business-information/vat: the VAT regime and, unless under the franchise,
 * how often VAT is declared, among the frequencies the regime allows (the
 * only one is chosen for you).
 */
export function VatStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.companyDetails?.vta;
  const savedRegime = VAT_REGIMES.find((regime) => regime === saved?.regime) ?? '';
  const savedFrequency = getFrequencies(savedRegime).find((value) => value === saved?.frequency);
  const [regime, setRegime] = useState<VatRegime | ''>(savedRegime);
  const frequencies = getFrequencies(regime);
  const required: Path<Values>[] =
    frequencies.length > 0 ? ['vta.regime', 'vta.frequency'] : ['vta.regime'];
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: { vta: { regime: savedRegime, frequency: savedFrequency ?? '' } },
    required,
  });
  const { register, getValues, setValue } = form;

  const onRegimeChange = (event: { target: { value: string } }) => {
    const next = VAT_REGIMES.find((value) => value === event.target.value) ?? '';
    const allowed = getFrequencies(next);
    const current = getValues('vta.frequency');
    setRegime(next);
    if (current !== '' && allowed.includes(current)) return;
    setValue('vta.frequency', allowed.length === 1 ? (allowed[0] ?? '') : '');
  };

  return (
    <StepFrame
      title={t('businessInformation.vat.title')}
      description={t('businessInformation.vat.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('businessInformation.vat.regime')}
        choices={VAT_REGIMES.map((value) => ({
          value,
          label: t(`businessInformation.vat.regimes.${value}.label`),
          hint: t(`businessInformation.vat.regimes.${value}.hint`),
        }))}
        error={errorOf('vta.regime')}
        {...register('vta.regime', { onChange: onRegimeChange })}
      />
      {frequencies.length > 0 && (
        <ChoiceField
          key={regime}
          legend={t('businessInformation.vat.frequency')}
          choices={frequencies.map((value) => ({
            value,
            label: t(`businessInformation.vat.frequencies.${value}.label`),
            hint: t(`businessInformation.vat.frequencies.${value}.hint`),
          }))}
          error={errorOf('vta.frequency')}
          {...register('vta.frequency')}
        />
      )}
    </StepFrame>
  );
}
