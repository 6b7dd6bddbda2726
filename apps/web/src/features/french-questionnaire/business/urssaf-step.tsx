import { choiceName, SOCIAL_SECURITY_FREQUENCIES } from '@foundly/domain';
import { SocialSecurityPaymentFrequency } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

interface Values {
  /** The enumeration's number as the radio gives it; '' while none is chosen. */
  socialSecurityPaymentFrequency: string;
}

/**
 * business-information/urssaf: how often the founder declares and pays their
 * social contributions to URSSAF (not asked for a SASU, whose president is
 * paid as an employee).
 */
export function UrssafStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.companyDetails?.socialSecurityPaymentFrequency;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      socialSecurityPaymentFrequency: toChoice(saved, SOCIAL_SECURITY_FREQUENCIES),
    },
    required: ['socialSecurityPaymentFrequency'],
    toUpdate: (values) => ({
      companyDetails: {
        socialSecurityPaymentFrequency: fromChoice<SocialSecurityPaymentFrequency>(
          values.socialSecurityPaymentFrequency,
        ),
      },
    }),
  });
  return (
    <StepFrame
      title={t('businessInformation.urssaf.title')}
      description={t('businessInformation.urssaf.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('businessInformation.urssaf.legend')}
        choices={SOCIAL_SECURITY_FREQUENCIES.map((frequency) => ({
          value: String(frequency),
          label: t(
            `businessInformation.urssaf.${choiceName(SocialSecurityPaymentFrequency, frequency)}.label`,
          ),
          hint: t(
            `businessInformation.urssaf.${choiceName(SocialSecurityPaymentFrequency, frequency)}.hint`,
          ),
        }))}
        error={errorOf('socialSecurityPaymentFrequency')}
        {...form.register('socialSecurityPaymentFrequency')}
      />
    </StepFrame>
  );
}
