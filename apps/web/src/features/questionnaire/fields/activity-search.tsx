import type {
  GetActivitiesRequestSchema,
  GetActivitiesResponseSchema,
  SearchActivitiesRequestSchema,
  SearchActivitiesResponseSchema,
} from '@foundly/proto';
import { keepPreviousData } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefCallback } from 'react';
import { Combobox } from '../../../components/combobox.js';
import { useSettled } from './use-settled.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { RpcMethod } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

const MIN_QUERY_LENGTH = 2;
const SEARCH_DELAY_MS = 250;
const RESULT_LIMIT = 8;

interface Activity {
  code: string;
  label: string;
}

/** The list searched: its search and the lookup of the titles of codes already chosen. */
export interface ActivityList {
  search: RpcMethod<typeof SearchActivitiesRequestSchema, typeof SearchActivitiesResponseSchema>;
  lookup: RpcMethod<typeof GetActivitiesRequestSchema, typeof GetActivitiesResponseSchema>;
  /** How many activities may be chosen. */
  max: number;
}

export interface ActivitySearchProps {
  list: ActivityList;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** The chosen codes, the main activity first. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  /** Text to search for at first, e.g. the activity named on the landing site. */
  initialQuery?: string;
  ref?: RefCallback<HTMLInputElement>;
}

/**
 * Chooses activities of an official list (the NAF/APE, CNAE-2009): a search
 * combobox looking the list up on the server as the founder types, and the
 * chosen activities with their labels, each removable.
 */
export function ActivitySearch({
  list,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  initialQuery = '',
  ref,
}: ActivitySearchProps) {
  const { t } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const refocus = useRef(false);
  const [query, setQuery] = useState(initialQuery);
  const [picked, setPicked] = useState<Activity[]>([]);
  const [added, setAdded] = useState('');

  const typed = query.trim();
  const term = useSettled(typed, SEARCH_DELAY_MS);
  const searchable = term.length >= MIN_QUERY_LENGTH;
  const search = useRpcQuery(
    list.search,
    { query: term, limit: RESULT_LIMIT },
    { enabled: searchable },
  );
  const chosen = useRpcQuery(
    list.lookup,
    { codes: [...value] },
    { enabled: value.length > 0, placeholderData: keepPreviousData },
  );
  const labels = new Map(
    [...picked, ...(chosen.data?.activities ?? [])].map((activity) => [
      activity.code,
      activity.label,
    ]),
  );
  // No results of an earlier query while the next one runs: Enter would choose one of them.
  const waiting = typed !== term || search.isPending;
  const options =
    searchable && !waiting
      ? (search.data?.activities ?? []).filter((activity) => !value.includes(activity.code))
      : [];
  const full = value.length >= list.max;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  });

  const status = (() => {
    if (typed.length < MIN_QUERY_LENGTH) return t('businessInformation.activity.search.typeMore');
    if (waiting) return t('businessInformation.activity.search.searching');
    if (search.isError) return t('businessInformation.activity.search.failed');
    if (options.length === 0) {
      return t('businessInformation.activity.search.noResults', { query: term });
    }
    return options.length === 1
      ? t('businessInformation.activity.search.found.one')
      : t('businessInformation.activity.search.found.other', { count: options.length });
  })();

  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    ref?.(element);
  };

  const choose = (activity: Activity) => {
    onChange([...value, activity.code]);
    setPicked((previous) => [...previous, activity]);
    setAdded(t('businessInformation.activity.search.added', { activity: activity.label }));
    setQuery('');
  };

  const remove = (code: string) => {
    onChange(value.filter((candidate) => candidate !== code));
    refocus.current = true;
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ul
          aria-label={t('businessInformation.activity.search.chosen')}
          className="flex flex-col gap-2"
        >
          {value.map((code, index) => {
            const name = labels.get(code);
            return (
              <li
                key={code}
                className="flex items-center gap-3 rounded-xl border border-brand-700 bg-brand-50 py-1 pr-1 pl-4 dark:bg-brand-800/30"
              >
                <span className="flex min-w-0 flex-1 flex-col py-1">
                  <span>
                    <span className="font-mono text-sm font-semibold">{code}</span>
                    {index === 0 && value.length > 1 && (
                      <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                        {t('businessInformation.activity.search.main')}
                      </span>
                    )}
                  </span>
                  {name && <span className="text-sm text-ink-muted">{name}</span>}
                </span>
                <button
                  type="button"
                  onClick={() => remove(code)}
                  aria-label={t('businessInformation.activity.search.remove', {
                    activity: name ? `${code} ${name}` : code,
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
      {full ? (
        <p className="text-sm text-ink-muted">
          {t('businessInformation.activity.search.full', { max: list.max })}
        </p>
      ) : (
        <Combobox
          kind="search"
          id={`${id}-input`}
          label={label}
          text={query}
          onTextChange={(text) => {
            setQuery(text);
            setAdded('');
          }}
          options={options}
          optionKey={(activity) => activity.code}
          renderOption={(activity) => (
            <span className="flex flex-1 flex-col">
              <span className="font-mono text-sm font-semibold">{activity.code}</span>
              <span className="text-sm">{activity.label}</span>
            </span>
          )}
          onChoose={choose}
          status={status}
          icon={Search}
          placeholder={t('businessInformation.activity.search.placeholder')}
          inputRef={setInput}
          invalid={Boolean(error)}
          describedBy={describedBy}
          onBlur={onBlur}
        />
      )}
      <p role="status" className="sr-only">
        {added}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
