import { formatPhoneNumberNationally, type PhoneNumber } from '@foundly/domain';
import { SelectField, TextField } from '@foundly/ui';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import type { FieldValues, Path } from '../../../lib/form/paths.js';
import type { UseFormRegister } from '../../../lib/form/types.js';
import { useI18n } from '../../../app/i18n/index.js';

export interface PhoneFieldProps<Values extends FieldValues> {
  /** The form path of the phone, e.g. 'phone'. */
  name: string;
  register: UseFormRegister<Values>;
  errorOf: (path: Path<Values>) => string | undefined;
}

const PHONE_COUNTRIES: readonly CountryCode[] = [
  'FR',
  'BE',
  'CH',
  'LU',
  'MC',
  'ES',
  'GB',
  'DE',
  'IT',
  'PT',
  'NL',
  'US',
  'CA',
  'MA',
  'DZ',
  'TN',
  'SN',
  'CI',
];

/**
 * A saved number as the field shows it: the server keeps numbers in E.164
 * (+33612345678), the founder reads and corrects them as their country
 * writes them (06 12 34 56 78).
 */
export function toFieldNumber(phone: PhoneNumber | undefined): string {
  if (!phone?.number) return '';
  return formatPhoneNumberNationally(phone.number, phone.code || 'FR');
}

/** A phone number with the country of its calling code (+33 for France). */
export function PhoneField<Values extends FieldValues>({
  name,
  register,
  errorOf,
}: PhoneFieldProps<Values>) {
  const { t, locale } = useI18n();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return PHONE_COUNTRIES.map((code) => ({
      value: code,
      label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
    }));
  }, [locale]);
  const path = (field: string) => `${name}.${field}` as Path<Values>;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-5">
      <SelectField
        className="sm:col-span-2"
        label={t('questionnaire.phone.code')}
        options={options}
        error={errorOf(path('code'))}
        {...register(path('code'))}
      />
      <TextField
        className="sm:col-span-3"
        label={t('questionnaire.phone.number')}
        type="tel"
        autoComplete="tel-national"
        error={errorOf(path('number'))}
        {...register(path('number'))}
      />
    </div>
  );
}
