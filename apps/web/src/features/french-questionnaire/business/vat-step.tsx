import { choiceName, isVatFrequencyOf, VAT_FREQUENCIES, VAT_REGIMES } from '@foundly/domain';
import { VatFrequency, VatRegime } from '@foundly/proto';
import { useState } from 'react';
import type { Path } from '../../../lib/form/paths.js';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

/** The enumerations' numbers as the radios give them; '' while none is chosen. */
interface Values {
  vta: { regime: string; frequency: string };
}

/** The declaration frequencies open under a regime; none under the franchise en base. */
function getFrequencies(regime: VatRegime): readonly VatFrequency[] {
  return regime === VatRegime.UNSPECIFIED
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
  const savedRegime = toChoice(saved?.regime, VAT_REGIMES);
  const savedFrequency = toChoice(
    saved?.frequency,
    getFrequencies(fromChoice<VatRegime>(savedRegime)),
  );
  const [regime, setRegime] = useState(fromChoice<VatRegime>(savedRegime));
  const frequencies = getFrequencies(regime);
  const required: Path<Values>[] =
    frequencies.length > 0 ? ['vta.regime', 'vta.frequency'] : ['vta.regime'];
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: { vta: { regime: savedRegime, frequency: savedFrequency } },
    required,
    toUpdate: ({ vta }) => ({
      companyDetails: {
        vta: {
          regime: fromChoice<VatRegime>(vta.regime),
          frequency: fromChoice<VatFrequency>(vta.frequency),
        },
      },
    }),
  });
  const { register, getValues, setValue } = form;

  const onRegimeChange = (event: { target: { value: string } }) => {
    const next = fromChoice<VatRegime>(event.target.value);
    const allowed = getFrequencies(next);
    const current = fromChoice<VatFrequency>(getValues('vta.frequency'));
    setRegime(next);
    if (allowed.includes(current)) return;
    setValue('vta.frequency', allowed.length === 1 ? String(allowed[0]) : '');
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
          value: String(value),
          label: t(`businessInformation.vat.regimes.${choiceName(VatRegime, value)}.label`),
          hint: t(`businessInformation.vat.regimes.${choiceName(VatRegime, value)}.hint`),
        }))}
        error={errorOf('vta.regime')}
        {...register('vta.regime', { onChange: onRegimeChange })}
      />
      {frequencies.length > 0 && (
        <ChoiceField
          key={regime}
          legend={t('businessInformation.vat.frequency')}
          choices={frequencies.map((value) => ({
            value: String(value),
            label: t(
              `businessInformation.vat.frequencies.${choiceName(VatFrequency, value)}.label`,
            ),
            hint: t(`businessInformation.vat.frequencies.${choiceName(VatFrequency, value)}.hint`),
          }))}
          error={errorOf('vta.frequency')}
          {...register('vta.frequency')}
        />
      )}
    </StepFrame>
  );
}
