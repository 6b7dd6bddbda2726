import { FRENCH_DEFAULTS } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { fromYesNo, toYesNo, type YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { todayInFrance } from '../../questionnaire/today.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  withholdingTax: YesNoValue;
}

/**
 * business-information/fiscal-option (micro-entreprise only): the versement
 * libératoire, yes unless changed. Saving records that the founder has seen
 * the explanation (metadata fiscal_option_viewed).
 */
export function FiscalOptionStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      withholdingTax: toYesNo(
        data?.questionnaire?.companyDetails?.withholdingTax ?? FRENCH_DEFAULTS.withholdingTax,
      ),
    },
    required: ['withholdingTax'],
    toUpdate: ({ withholdingTax }) => ({
      companyDetails: { withholdingTax: fromYesNo(withholdingTax) },
      metadata: { fiscal_option_viewed: '1' },
    }),
  });
  // The option is open when the household's reference income of year N-2,
  // from the tax notice received in N-1, is under the limit (CGI art. 151-0).
  const year = Number(todayInFrance().slice(0, 4));
  return (
    <StepFrame
      title={t('businessInformation.fiscalOption.title')}
      description={
        <div className="flex flex-col gap-3">
          <p>{t('businessInformation.fiscalOption.what')}</p>
          <p>{t('businessInformation.fiscalOption.without')}</p>
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink dark:bg-brand-800/30">
            {t('businessInformation.fiscalOption.condition', {
              year: year - 2,
              noticeYear: year - 1,
            })}
          </p>
        </div>
      }
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('businessInformation.fiscalOption.legend')}
        choices={[
          {
            value: 'yes',
            label: t('questionnaire.yes'),
            hint: t('businessInformation.fiscalOption.yesHint'),
          },
          {
            value: 'no',
            label: t('questionnaire.no'),
            hint: t('businessInformation.fiscalOption.noHint'),
          },
        ]}
        error={errorOf('withholdingTax')}
        {...form.register('withholdingTax')}
      />
    </StepFrame>
  );
}
