import { findSensitiveWords, UK_NAME_MAX_LENGTH } from '@foundly/domain';
import { UkJurisdiction } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import { useI18n, type MessageKey } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

interface Values {
  companyName: string;
  /** The UkJurisdiction's number as the radio gives it; '' while none is chosen. */
  jurisdiction: string;
}

const JURISDICTIONS = [
  UkJurisdiction.ENGLAND_AND_WALES,
  UkJurisdiction.WALES,
  UkJurisdiction.SCOTLAND,
  UkJurisdiction.NORTHERN_IRELAND,
];

/** Companies House's service that says whether a name is free. */
const NAME_AVAILABILITY_URL =
  'https://find-and-update.company-information.service.gov.uk/company-name-availability';

/**
 * company/name: the company's name with its "Limited" or "Ltd" ending, and
 * the part of the UK the company is registered in (which the registered
 * office must be in). Sensitive words are flagged as the founder types: they
 * need Companies House's approval, they are not refused.
 */
export function NameStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const company = data?.questionnaire?.ukIncorporation?.company;
  const saved = company?.jurisdiction ?? UkJurisdiction.UNSPECIFIED;
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'company',
    defaultValues: {
      companyName: company?.companyName || data?.order?.companyName || '',
      jurisdiction: JURISDICTIONS.includes(saved) ? String(saved) : '',
    },
    required: ['companyName', 'jurisdiction'],
    toUpdate: ({ companyName, jurisdiction }) => ({
      company: { companyName: companyName.trim(), jurisdiction: Number(jurisdiction) },
    }),
  });
  const sensitive = findSensitiveWords(form.watch('companyName'));
  return (
    <StepFrame
      title={t('ukQuestionnaire.name.title')}
      description={t('ukQuestionnaire.name.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('ukQuestionnaire.name.label')}
        autoComplete="organization"
        maxLength={UK_NAME_MAX_LENGTH}
        hint={
          <>
            {t('ukQuestionnaire.name.hint')}{' '}
            <a
              href={NAME_AVAILABILITY_URL}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
            >
              {t('ukQuestionnaire.name.availabilityLink')}
            </a>
          </>
        }
        error={errorOf('companyName')}
        {...form.register('companyName')}
      />
      {sensitive.length > 0 && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm dark:bg-brand-800/30">
          {t('ukQuestionnaire.name.sensitive', { words: sensitive.join(', ') })}
        </p>
      )}
      <ChoiceField
        legend={t('ukQuestionnaire.name.jurisdiction')}
        choices={JURISDICTIONS.map((value) => ({
          value: String(value),
          label: t(`ukQuestionnaire.name.jurisdictions.${value}` as MessageKey),
        }))}
        error={errorOf('jurisdiction')}
        {...form.register('jurisdiction')}
      />
    </StepFrame>
  );
}
