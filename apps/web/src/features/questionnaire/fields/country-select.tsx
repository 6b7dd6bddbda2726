import { SelectField } from '@foundly/ui';
import { COUNTRY_CODES } from '@foundly/domain';
import { useMemo, type ComponentProps } from 'react';
import { useI18n } from '../../../app/i18n/index.js';

export interface CountrySelectProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
  /** Limit the list, e.g. to France for a company address. */
  only?: readonly string[];
  /** The country listed first: France by default, Spain in the Spanish area. */
  first?: string;
}

/** Countries named in the interface language (Intl.DisplayNames), the area's country first. */
export function CountrySelect({ label, error, only, first = 'FR', ...select }: CountrySelectProps) {
  const { t, locale } = useI18n();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const named = (only ?? COUNTRY_CODES)
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    return [
      ...named.filter((option) => option.value === first),
      ...named.filter((option) => option.value !== first),
    ];
  }, [first, locale, only]);
  return (
    <SelectField
      label={label}
      error={error}
      options={options}
      placeholder={t('questionnaire.choose')}
      {...select}
    />
  );
}
