import { TEXT_LIMITS } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import type { FieldValues, Path } from '../../../lib/form/paths.js';
import type { UseFormReturn } from '../../../lib/form/types.js';

/** An address as the UK questionnaire asks it: two lines, the town, the postcode. */
export interface UkAddressValues {
  line1: string;
  line2: string;
  town: string;
  postcode: string;
}

export const EMPTY_UK_ADDRESS: UkAddressValues = { line1: '', line2: '', town: '', postcode: '' };

/** A stored address as form values. */
export function toAddressValues(address: Partial<UkAddressValues> | undefined): UkAddressValues {
  return {
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    town: address?.town ?? '',
    postcode: address?.postcode ?? '',
  };
}

/** Form values as the address sent, in the UK. */
export function fromAddressValues(values: UkAddressValues) {
  return {
    line1: values.line1.trim(),
    line2: values.line2.trim(),
    town: values.town.trim(),
    postcode: values.postcode.trim(),
    countryCode: 'GB',
  };
}

/** The fields of a UK address whose values sit under `prefix` in the form (e.g. `address`). */
export function UkAddressFields<Values extends FieldValues>({
  form,
  prefix,
  errorOf,
}: {
  form: UseFormReturn<Values>;
  prefix: string;
  errorOf: (path: Path<Values>) => string | undefined;
}) {
  const { t } = useI18n();
  const register = (name: string) => form.register(name as Path<Values>);
  const error = (name: string) => errorOf(name as Path<Values>);
  return (
    <>
      <TextField
        label={t('ukQuestionnaire.address.line1')}
        autoComplete="address-line1"
        maxLength={TEXT_LIMITS.street}
        error={error(`${prefix}.line1`)}
        {...register(`${prefix}.line1`)}
      />
      <TextField
        label={t('ukQuestionnaire.address.line2')}
        autoComplete="address-line2"
        maxLength={TEXT_LIMITS.street}
        error={error(`${prefix}.line2`)}
        {...register(`${prefix}.line2`)}
      />
      <TextField
        label={t('ukQuestionnaire.address.town')}
        autoComplete="address-level2"
        maxLength={TEXT_LIMITS.city}
        error={error(`${prefix}.town`)}
        {...register(`${prefix}.town`)}
      />
      <TextField
        label={t('ukQuestionnaire.address.postcode')}
        autoComplete="postal-code"
        maxLength={10}
        className="sm:max-w-48"
        error={error(`${prefix}.postcode`)}
        {...register(`${prefix}.postcode`)}
      />
    </>
  );
}
