import { TextField } from '@foundly/ui';
import type { FieldValues, Path, PathValue } from '../../../lib/form/paths.js';
import type { UseFormReturn } from '../../../lib/form/types.js';
import { useController } from '../../../lib/form/use-controller.js';
import { useI18n } from '../../../app/i18n/index.js';
import { CommuneSearch } from '../fields/commune-search.js';
import { CountrySelect } from '../../questionnaire/fields/country-select.js';
import { todayInFrance } from '../../questionnaire/today.js';
import { FRANCE, type BirthValues } from './birth-values.js';
import { REQUIRED_WHEN_SHOWN } from './required-when-shown.js';

export interface BirthPlaceFieldsProps<Values extends FieldValues> {
  /** Where the birth details sit in the form: none for the founder, 'spouse' for the spouse. */
  prefix?: string;
  form: UseFormReturn<Values>;
  errorOf: (path: Path<Values>) => string | undefined;
}

type PathOf<Values extends FieldValues> = (field: keyof BirthValues) => Path<Values>;

/** The commune of a birth in France, chosen in the search; it sets the city and postal code. */
function BirthCommune<Values extends FieldValues>({
  form,
  path,
  error,
}: {
  form: UseFormReturn<Values>;
  path: PathOf<Values>;
  error: string | undefined;
}) {
  const { t } = useI18n();
  const { field } = useController({
    control: form.control,
    name: path('birthPlace'),
    rules: {
      validate: (code: unknown) =>
        (typeof code === 'string' && code !== '') || 'personalInformation.birth.communeRequired',
    },
  });
  const code = field.value as string;
  const set = (name: keyof BirthValues, value: string) =>
    form.setValue(path(name), value as PathValue<Values, Path<Values>>);
  return (
    <CommuneSearch
      label={t('personalInformation.birth.commune')}
      hint={t('personalInformation.birth.communeHint')}
      error={error}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      value={
        code
          ? {
              code,
              name: form.getValues(path('birthCity')) as string,
              postalCode: form.getValues(path('birthPostalCode')) as string,
            }
          : undefined
      }
      onChange={(commune) => {
        field.onChange(commune?.code ?? '');
        set('birthCity', commune?.name ?? '');
        set('birthPostalCode', commune?.postalCode ?? '');
      }}
    />
  );
}

/**
 * Date and place of birth: the commune, searched, for a birth in France; the
 * city, typed, for a birth abroad.
 */
export function BirthPlaceFields<Values extends FieldValues>({
  prefix,
  form,
  errorOf,
}: BirthPlaceFieldsProps<Values>) {
  const { t } = useI18n();
  const path: PathOf<Values> = (field) => (prefix ? `${prefix}.${field}` : field) as Path<Values>;
  const country = form.watch(path('birthCountry')) as string;
  return (
    <>
      <TextField
        type="date"
        label={t('personalInformation.birth.dateOfBirth')}
        autoComplete={prefix ? 'off' : 'bday'}
        max={todayInFrance()}
        error={errorOf(path('dateOfBirth'))}
        {...form.register(path('dateOfBirth'))}
      />
      <CountrySelect
        label={t('personalInformation.birth.country')}
        error={errorOf(path('birthCountry'))}
        {...form.register(path('birthCountry'))}
      />
      {country === FRANCE && (
        <BirthCommune form={form} path={path} error={errorOf(path('birthPlace'))} />
      )}
      {country !== '' && country !== FRANCE && (
        <TextField
          label={t('personalInformation.birth.city')}
          error={errorOf(path('birthCity'))}
          {...form.register(path('birthCity'), REQUIRED_WHEN_SHOWN)}
        />
      )}
    </>
  );
}
