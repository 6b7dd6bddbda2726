import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { PhoneField, toFieldNumber } from '../../questionnaire/fields/phone-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  email: string;
  phone: { code: string; number: string };
}

/**
 * business-information/contact: the business's e-mail address and phone,
 * proposed from the founder's sign-up e-mail and personal phone.
 */
export function ContactStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const details = data?.questionnaire?.companyDetails;
  const personalPhone = data?.questionnaire?.personalInformation?.phone;
  const phone = details?.phone?.number ? details.phone : personalPhone;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      email: details?.email || data?.customer?.email || '',
      phone: { code: phone?.code || 'FR', number: toFieldNumber(phone) },
    },
    required: ['email', 'phone.code', 'phone.number'],
    toUpdate: ({ email, phone }) => ({
      companyDetails: {
        email: email.trim(),
        phone: { code: phone.code, number: phone.number.trim() },
      },
    }),
  });
  return (
    <StepFrame
      title={t('businessInformation.contact.title')}
      description={t('businessInformation.contact.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('businessInformation.contact.email')}
        type="email"
        autoComplete="email"
        hint={t('businessInformation.contact.emailHint')}
        error={errorOf('email')}
        {...form.register('email')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-3 font-semibold text-ink">
          {t('businessInformation.contact.phone')}
        </legend>
        <PhoneField name="phone" register={form.register} errorOf={errorOf} />
      </fieldset>
    </StepFrame>
  );
}
