import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';
import {
  fromAddressValues,
  toAddressValues,
  UkAddressFields,
  type UkAddressValues,
} from '../fields/uk-address-fields.js';

interface Values {
  address: UkAddressValues;
}

/**
 * company/registered-office: the address Companies House writes to, in the
 * part of the UK chosen with the name (its postcode is checked against it).
 */
export function RegisteredOfficeStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const office = data?.questionnaire?.ukIncorporation?.registeredOffice?.address;
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'registeredOffice',
    defaultValues: { address: toAddressValues(office) },
    required: ['address.line1', 'address.town', 'address.postcode'],
    toUpdate: ({ address }) => ({ registeredOffice: { address: fromAddressValues(address) } }),
  });
  return (
    <StepFrame
      title={t('ukQuestionnaire.office.title')}
      description={t('ukQuestionnaire.office.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <UkAddressFields form={form} prefix="address" errorOf={errorOf} />
    </StepFrame>
  );
}
