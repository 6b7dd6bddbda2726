import { listServedProvinces, TEXT_LIMITS } from '@foundly/domain';
import { SelectField, TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCompanyStepForm, useSavedCompany } from './use-company-step-form.js';

interface Values {
  registeredOffice: {
    streetName: string;
    streetNumber: string;
    buildingNumber: string;
    postalCode: string;
    city: string;
    province: string;
  };
}

const PROVINCES = listServedProvinces().map(({ code, name }) => ({ value: code, label: name }));

/**
 * company-formation/registered-office: the domicilio social, a Spanish address
 * whose postal code is of the province chosen, outside the foral territories
 * and the Canary Islands.
 */
export function RegisteredOfficeStep() {
  const { t } = useI18n();
  const saved = useSavedCompany().registeredOffice ?? {};
  const { form, onSubmit, pending, failure, errorOf } = useCompanyStepForm<Values>({
    defaultValues: {
      registeredOffice: {
        streetName: saved.streetName ?? '',
        streetNumber: saved.streetNumber ?? '',
        buildingNumber: saved.buildingNumber ?? '',
        postalCode: saved.postalCode ?? '',
        city: saved.city ?? '',
        province: saved.province ?? '',
      },
    },
    required: [
      'registeredOffice.streetName',
      'registeredOffice.streetNumber',
      'registeredOffice.postalCode',
      'registeredOffice.city',
      'registeredOffice.province',
    ],
    toStep: ({ registeredOffice }) => ({ registeredOffice }),
  });
  const field = (name: keyof Values['registeredOffice']) => ({
    error: errorOf(`registeredOffice.${name}`),
    ...form.register(`registeredOffice.${name}`),
  });
  return (
    <StepFrame
      title={t('spanishCompany.office.title')}
      description={t('spanishCompany.office.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('spanishCompany.office.street')}
        maxLength={TEXT_LIMITS.street}
        autoComplete="address-line1"
        {...field('streetName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('spanishCompany.office.number')}
          maxLength={TEXT_LIMITS.streetNumber}
          {...field('streetNumber')}
        />
        <TextField
          label={t('spanishCompany.office.building')}
          maxLength={TEXT_LIMITS.buildingNumber}
          autoComplete="address-line2"
          {...field('buildingNumber')}
        />
        <TextField
          label={t('spanishCompany.office.postalCode')}
          maxLength={TEXT_LIMITS.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextField
          label={t('spanishCompany.office.city')}
          maxLength={TEXT_LIMITS.city}
          autoComplete="address-level2"
          {...field('city')}
        />
      </div>
      <SelectField
        label={t('spanishCompany.office.province')}
        placeholder={t('spanishCompany.office.provincePlaceholder')}
        options={PROVINCES}
        {...field('province')}
      />
    </StepFrame>
  );
}
