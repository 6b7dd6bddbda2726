import { TextField } from '@foundly/ui';
import type { FieldValues, Path } from '../../../lib/form/paths.js';
import type { UseFormRegister } from '../../../lib/form/types.js';
import { useI18n } from '../../../app/i18n/index.js';
import { CountrySelect } from '../../questionnaire/fields/country-select.js';

export interface AddressFieldsProps<Values extends FieldValues> {
  /** The form path of the address, e.g. 'address'. */
  name: string;
  register: UseFormRegister<Values>;
  errorOf: (path: Path<Values>) => string | undefined;
  /** Only French addresses (a company's registered office). */
  franceOnly?: boolean;
}

const FRANCE = ['FR'] as const;

/** Street, complement, postal code, city and country of a postal address. */
export function AddressFields<Values extends FieldValues>({
  name,
  register,
  errorOf,
  franceOnly = false,
}: AddressFieldsProps<Values>) {
  const { t } = useI18n();
  const path = (field: string) => `${name}.${field}` as Path<Values>;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <TextField
        className="sm:col-span-6"
        label={t('questionnaire.address.street1')}
        autoComplete="address-line1"
        error={errorOf(path('street1'))}
        {...register(path('street1'))}
      />
      <TextField
        className="sm:col-span-6"
        label={t('questionnaire.address.street2')}
        autoComplete="address-line2"
        error={errorOf(path('street2'))}
        {...register(path('street2'))}
      />
      <TextField
        className="sm:col-span-2"
        label={t('questionnaire.address.postalCode')}
        autoComplete="postal-code"
        inputMode={franceOnly ? 'numeric' : undefined}
        error={errorOf(path('postalCode'))}
        {...register(path('postalCode'))}
      />
      <TextField
        className="sm:col-span-4"
        label={t('questionnaire.address.city')}
        autoComplete="address-level2"
        error={errorOf(path('city'))}
        {...register(path('city'))}
      />
      <CountrySelect
        className="sm:col-span-6"
        label={t('questionnaire.address.country')}
        autoComplete="country"
        only={franceOnly ? FRANCE : undefined}
        error={errorOf(path('countryCode'))}
        {...register(path('countryCode'))}
      />
    </div>
  );
}
