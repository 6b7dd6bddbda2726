import { loadUkSic2007Index, UK_MAX_SIC_CODES, type ActivityClass } from '@foundly/domain';
import { Search, X } from 'lucide-react';
import { use, useId, useState, type RefCallback } from 'react';
import { Combobox } from '../../../components/combobox.js';
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
 * with the combobox of the French NAF search. The list is a chunk of its
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <p id={hintId} className="-mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      {value.length > 0 && (
        <ul aria-label={t('ukQuestionnaire.activity.chosen')} className="flex flex-col gap-2">
          {value.map((code) => {
            const name = index.get(code)?.label;
            return (
              <li
                key={code}
                className="flex items-center gap-3 rounded-xl border border-brand-700 bg-brand-50 py-1 pr-1 pl-4 dark:bg-brand-800/30"
              >
                <span className="flex min-w-0 flex-1 flex-col py-1">
                  <span className="font-mono text-sm font-semibold">{code}</span>
                  {name && <span className="text-sm text-ink-muted">{name}</span>}
                </span>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((candidate) => candidate !== code))}
                  aria-label={t('ukQuestionnaire.activity.remove', {
                    activity: `${code} ${name ?? ''}`.trim(),
                  })}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {value.length >= UK_MAX_SIC_CODES ? (
        <p className="text-sm text-ink-muted">
          {t('ukQuestionnaire.activity.full', { max: UK_MAX_SIC_CODES })}
        </p>
      ) : (
        <Combobox
          kind="search"
          id={`${id}-input`}
          label={label}
          text={query}
          onTextChange={setQuery}
          options={options}
          optionKey={(entry) => entry.code}
          renderOption={(entry) => (
            <span className="flex flex-1 flex-col">
              <span className="font-mono text-sm font-semibold">{entry.code}</span>
              <span className="text-sm">{entry.label}</span>
            </span>
          )}
          onChoose={choose}
          status={status}
          icon={Search}
          placeholder={t('ukQuestionnaire.activity.placeholder')}
          inputRef={ref}
          invalid={Boolean(error)}
          describedBy={describedBy}
          onBlur={onBlur}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
