import type { InvoicingCountry } from '@foundly/domain';
import type { InvoiceCustomer } from '@foundly/proto';
import { SelectField, TextField } from '@foundly/ui';
import { useFormContext } from '../../../lib/form/form-context.js';
import { useWatch } from '../../../lib/form/use-watch.js';
import { useI18n } from '../../../app/i18n/index.js';
import { toCustomerValues, type DocumentFormValues } from '../form/document-form-values.js';
import { CheckboxField } from './checkbox-field.js';
import { useFieldError } from './use-field-error.js';

/** The customers' countries the form offers (ISO 3166-1 alpha-2), named under `invoicing.form.countries`. */
const COUNTRIES = ['FR', 'GB', 'BE', 'DE', 'ES', 'IE'] as const;

/**
 * The person or company invoiced: pick a saved one or write a new one; a business gets its
 * registration and VAT numbers. In Spain every recipient of a complete factura is named by
 * its NIF (Real Decreto 1619/2012 art. 6.1.d), business or not.
 */
export function CustomerFields({
  savedCustomers,
  country,
  countryCode,
}: {
  savedCustomers: readonly InvoiceCustomer[];
  country: InvoicingCountry;
  countryCode: string;
}) {
  const { t } = useI18n();
  const spain = country === 'ES';
  const { register, setValue, control, formState } = useFormContext<DocumentFormValues>();
  const errorOf = useFieldError(formState.errors);
  const [id, isBusiness] = useWatch({ control, name: ['customer.id', 'customer.isBusiness'] });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{t('invoicing.form.customer')}</legend>
      {savedCustomers.length > 0 && (
        <SelectField
          label={t('invoicing.form.savedCustomer')}
          value={id}
          options={[
            { value: '', label: t('invoicing.form.savedCustomerNone') },
            ...savedCustomers.map((customer) => ({
              value: customer.id,
              label: customer.companyName,
            })),
          ]}
          onChange={(event) => {
            const saved = savedCustomers.find((customer) => customer.id === event.target.value);
            setValue('customer', toCustomerValues(saved, countryCode), {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            });
          }}
        />
      )}
      <TextField
        label={t('invoicing.form.companyName')}
        autoComplete="off"
        error={errorOf('customer.companyName')}
        {...register('customer.companyName')}
      />
      {spain && (
        <TextField
          label={t('invoicing.form.nif')}
          hint={t('invoicing.form.nifHint')}
          autoComplete="off"
          error={errorOf('customer.nif')}
          {...register('customer.nif')}
        />
      )}
      <TextField label={t('invoicing.form.street1')} {...register('customer.street1')} />
      <TextField label={t('invoicing.form.street2')} {...register('customer.street2')} />
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField label={t('invoicing.form.postalCode')} {...register('customer.postalCode')} />
        <TextField label={t('invoicing.form.city')} {...register('customer.city')} />
      </div>
      <SelectField
        label={t('invoicing.form.country')}
        options={COUNTRIES.map((code) => ({
          value: code,
          label: t(`invoicing.form.countries.${code}`),
        }))}
        {...register('customer.countryCode')}
      />
      <TextField label={t('invoicing.form.email')} type="email" {...register('customer.email')} />
      <CheckboxField
        label={t('invoicing.form.isBusiness')}
        hint={t(`invoicing.form.isBusinessHint.${country}`)}
        {...register('customer.isBusiness')}
      />
      {isBusiness && !spain && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t(`invoicing.form.registrationNumber.${country}`)}
            error={errorOf('customer.registrationNumber')}
            {...register('customer.registrationNumber')}
          />
          <TextField
            label={t('invoicing.form.vatNumber')}
            error={errorOf('customer.vatNumber')}
            {...register('customer.vatNumber')}
          />
        </div>
      )}
    </fieldset>
  );
}
