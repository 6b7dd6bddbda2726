import type { PhoneNumber, PostalAddress } from '@foundly/domain';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { AddressFields } from '../fields/address-fields.js';
import { PhoneField, toFieldNumber } from '../../questionnaire/fields/phone-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  address: PostalAddress;
  phone: PhoneNumber;
}

/** personal-information/address: the founder's home address, in any country, and phone. */
export function AddressStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      address: {
        street1: saved?.address?.street1 ?? '',
        street2: saved?.address?.street2 ?? '',
        postalCode: saved?.address?.postalCode ?? '',
        city: saved?.address?.city ?? '',
        countryCode: saved?.address?.countryCode || 'FR',
      },
      phone: { code: saved?.phone?.code || 'FR', number: toFieldNumber(saved?.phone) },
    },
    required: [
      'address.street1',
      'address.postalCode',
      'address.city',
      'address.countryCode',
      'phone.number',
    ],
  });
  return (
    <StepFrame
      title={t('personalInformation.address.title')}
      description={t('personalInformation.address.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-4 text-lg font-semibold">
          {t('personalInformation.address.home')}
        </legend>
        <AddressFields name="address" register={form.register} errorOf={errorOf} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-4 text-lg font-semibold">
          {t('personalInformation.address.phone')}
        </legend>
        <PhoneField name="phone" register={form.register} errorOf={errorOf} />
      </fieldset>
    </StepFrame>
  );
}
