import { MAX_NAME_CHOICES, TEXT_LIMITS } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCompanyStepForm, useSavedCompany } from './use-company-step-form.js';

interface Values {
  names: { choices: string[] };
}

const SLOTS = Array.from({ length: MAX_NAME_CHOICES }, (_, index) => index);

/**
 * company-formation/company-names: up to five names, in order of preference,
 * for the certificación negativa of the Registro Mercantil Central.
 */
export function CompanyNamesStep() {
  const { t } = useI18n();
  const saved = useSavedCompany().names?.choices ?? [];
  const { form, onSubmit, pending, failure, errorOf } = useCompanyStepForm<Values>({
    defaultValues: { names: { choices: SLOTS.map((index) => saved[index] ?? '') } },
    required: ['names.choices.0'],
    toStep: ({ names }) => ({
      names: { choices: names.choices.map((name) => name.trim()).filter(Boolean) },
    }),
  });
  return (
    <StepFrame
      title={t('spanishCompany.names.title')}
      description={t('spanishCompany.names.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure ?? errorOf('names.choices')}
    >
      {SLOTS.map((index) => (
        <TextField
          key={index}
          label={t('spanishCompany.names.label', { number: index + 1 })}
          hint={index === 0 ? t('spanishCompany.names.hint') : undefined}
          maxLength={TEXT_LIMITS.companyName}
          autoComplete="off"
          error={errorOf(`names.choices.${index}`)}
          {...form.register(`names.choices.${index}`)}
        />
      ))}
    </StepFrame>
  );
}
