import { useMutation } from '@connectrpc/connect-query';
import { readRpcFailure } from '@foundly/app-kit';
import { BackofficeService, CountryCode, type CompanyRegistration } from '@foundly/proto';
import { Button, SelectField, TextField } from '@foundly/ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useLabels } from '../../hooks/use-labels.js';

/** The countries a registered office can be recorded in: the ones the invoicing tool serves. */
const OFFICE_COUNTRIES = [
  { code: 'FR', country: CountryCode.FR },
  { code: 'GB', country: CountryCode.UK },
] as const;

interface RegistrationValues {
  registrationNumber: string;
  vatNumber: string;
  register: string;
  shareCapital: string;
  street1: string;
  street2: string;
  postalCode: string;
  city: string;
  countryCode: string;
}

type FieldName = keyof RegistrationValues;

/** The form's field of each path the server names in its field violations. */
const SERVER_FIELDS: Record<string, FieldName> = {
  'registration.registration_number': 'registrationNumber',
  'registration.vat_number': 'vatNumber',
  'registration.register': 'register',
  'registration.share_capital': 'shareCapital',
  'registration.registered_office.street1': 'street1',
  'registration.registered_office.street2': 'street2',
  'registration.registered_office.postal_code': 'postalCode',
  'registration.registered_office.city': 'city',
  'registration.registered_office.country_code': 'countryCode',
};

function toValues(
  registration: CompanyRegistration | undefined,
  country: CountryCode,
): RegistrationValues {
  const office = registration?.registeredOffice;
  return {
    registrationNumber: registration?.registrationNumber ?? '',
    vatNumber: registration?.vatNumber ?? '',
    register: registration?.register ?? '',
    shareCapital: registration ? String(Number(registration.shareCapital) / 100) : '',
    street1: office?.street1 ?? '',
    street2: office?.street2 ?? '',
    postalCode: office?.postalCode ?? '',
    city: office?.city ?? '',
    countryCode:
      office?.countryCode ||
      (OFFICE_COUNTRIES.find((entry) => entry.country === country)?.code ?? ''),
  };
}

/**
 * What the team records from the company's register extract: its numbers,
 * register and share capital, and its registered office, which the
 * documents print as the seller's address. The server checks every field
 * and names the wrong ones.
 */
export function RegistrationForm({
  orderId,
  country,
  registration,
  onSaved,
}: {
  orderId: string;
  country: CountryCode;
  registration: CompanyRegistration | undefined;
  onSaved: () => void;
}) {
  const { t, tDynamic } = useI18n();
  const labels = useLabels();
  const describe = useErrorMessage();
  const record = useMutation(BackofficeService.method.recordCompanyRegistration);
  const [values, setValues] = useState(() => toValues(registration, country));
  const [error, setError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const field = (name: FieldName) => ({
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
      setFieldErrors({ ...fieldErrors, [name]: undefined });
      setError(undefined);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const capital = values.shareCapital.trim().replace(',', '.');
    if (capital && !/^\d+(\.\d{1,2})?$/.test(capital)) {
      return setFieldErrors({ shareCapital: t('file.invoicing.capitalInvalid') });
    }
    try {
      await record.mutateAsync({
        orderId,
        registration: {
          registrationNumber: values.registrationNumber.trim(),
          vatNumber: values.vatNumber.trim(),
          register: values.register.trim(),
          shareCapital: capital ? BigInt(Math.round(Number(capital) * 100)) : 0n,
          registeredOffice: {
            street1: values.street1,
            street2: values.street2,
            postalCode: values.postalCode,
            city: values.city,
            countryCode: values.countryCode,
          },
        },
      });
      setFieldErrors({});
      toast.success(t('file.invoicing.recorded'));
      onSaved();
    } catch (failure) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const { field: path, description } of readRpcFailure(failure).fields) {
        const name = SERVER_FIELDS[path];
        if (name) errors[name] ??= tDynamic(description, t('errors.field.invalid'));
      }
      setFieldErrors(errors);
      setError(describe(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('file.invoicing.registrationHint')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('file.invoicing.registrationNumber')}
          {...field('registrationNumber')}
        />
        <TextField label={t('file.invoicing.vatNumber')} {...field('vatNumber')} />
        <TextField label={t('file.invoicing.register')} {...field('register')} />
        <TextField
          label={t('file.invoicing.shareCapital')}
          inputMode="decimal"
          {...field('shareCapital')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">{t('file.invoicing.office.title')}</legend>
        <p className="text-sm text-ink-muted">{t('file.invoicing.office.hint')}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={t('file.invoicing.office.street1')}
            autoComplete="off"
            {...field('street1')}
          />
          <TextField
            label={t('file.invoicing.office.street2')}
            autoComplete="off"
            {...field('street2')}
          />
          <TextField
            label={t('file.invoicing.office.postalCode')}
            autoComplete="off"
            {...field('postalCode')}
          />
          <TextField
            label={t('file.invoicing.office.city')}
            autoComplete="off"
            {...field('city')}
          />
          <SelectField label={t('file.invoicing.office.country')} {...field('countryCode')}>
            {OFFICE_COUNTRIES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {labels.country(entry.country)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" loading={record.isPending}>
          {t('file.invoicing.record')}
        </Button>
      </div>
    </form>
  );
}
