import { loadUkSic2007Index, UK_MAX_SIC_CODES, type ActivityClass } from '@foundly/domain';
import { use, useId, useState, type RefCallback } from 'react';
import { CodeSearchField } from '../../../components/code-search-field.js';
import { useI18n } from '../../../app/i18n/index.js';

const MIN_QUERY_LENGTH = 2;
const RESULT_LIMIT = 8;

export interface SicSearchProps {
  label: string;
  hint: string;
  error?: string | undefined;
  /** The chosen SIC codes, in order. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  ref?: RefCallback<HTMLInputElement>;
}

/**
 * Chooses one to four codes of the UK SIC 2007 list Companies House takes,
 * in the code search field of the French NAF search. The list is a chunk of its
 * own, loaded with the step and searched in the browser.
 */
export function SicSearch({ label, hint, error, value, onChange, onBlur, ref }: SicSearchProps) {
  const { t } = useI18n();
  const id = useId();
  const index = use(loadUkSic2007Index());
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const options =
    typed.length >= MIN_QUERY_LENGTH
      ? index.search(typed, RESULT_LIMIT).filter((entry) => !value.includes(entry.code))
      : [];
  const status =
    typed.length < MIN_QUERY_LENGTH
      ? t('ukQuestionnaire.activity.typeMore')
      : options.length === 0
        ? t('ukQuestionnaire.activity.noResults', { query: typed })
        : t('ukQuestionnaire.activity.found', { count: options.length });
  const choose = (entry: ActivityClass) => {
    onChange([...value, entry.code]);
    setQuery('');
  };
  return (
    <CodeSearchField
      id={id}
      label={label}
      hint={hint}
      error={error}
      texts={{
        chosen: t('ukQuestionnaire.activity.chosen'),
        remove: (code, name) =>
          t('ukQuestionnaire.activity.remove', { activity: `${code} ${name ?? ''}`.trim() }),
        full: t('ukQuestionnaire.activity.full', { max: UK_MAX_SIC_CODES }),
        placeholder: t('ukQuestionnaire.activity.placeholder'),
      }}
      value={value}
      nameOf={(code) => index.get(code)?.label}
      onRemove={(code) => onChange(value.filter((candidate) => candidate !== code))}
      full={value.length >= UK_MAX_SIC_CODES}
      query={query}
      onQueryChange={setQuery}
      options={options}
      onChoose={choose}
      status={status}
      inputRef={ref}
      onBlur={onBlur}
    />
  );
}
