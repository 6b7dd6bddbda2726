import { SpanishStatutes } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCompanyStepForm, useSavedCompany } from './use-company-step-form.js';

interface Values {
  statutes: string;
}

/**
 * company-formation/statutes: the standard statutes of an SL (estatutos tipo)
 * or statutes of the company's own, drafted with the notary.
 */
export function StatutesStep() {
  const { t } = useI18n();
  const saved = useSavedCompany().statutes;
  const { form, onSubmit, pending, failure, errorOf } = useCompanyStepForm<Values>({
    defaultValues: { statutes: saved ? String(saved) : '' },
    required: ['statutes'],
    toStep: ({ statutes }) => ({ statutes: Number(statutes) }),
  });
  return (
    <StepFrame
      title={t('spanishCompany.statutes.title')}
      description={t('spanishCompany.statutes.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('spanishCompany.statutes.legend')}
        choices={[
          {
            value: String(SpanishStatutes.STANDARD),
            label: t('spanishCompany.statutes.standard.label'),
            hint: t('spanishCompany.statutes.standard.hint'),
          },
          {
            value: String(SpanishStatutes.BESPOKE),
            label: t('spanishCompany.statutes.bespoke.label'),
            hint: t('spanishCompany.statutes.bespoke.hint'),
          },
        ]}
        error={errorOf('statutes')}
        {...form.register('statutes')}
      />
    </StepFrame>
  );
}
