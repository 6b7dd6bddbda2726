import type {
  GetActivitiesRequestSchema,
  GetActivitiesResponseSchema,
  SearchActivitiesRequestSchema,
  SearchActivitiesResponseSchema,
} from '@foundly/proto';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefCallback } from 'react';
import { CodeSearchField, type ListedCode } from '../../../components/code-search-field.js';
import { useSettled } from './use-settled.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { RpcMethod } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

const MIN_QUERY_LENGTH = 2;
const SEARCH_DELAY_MS = 250;
const RESULT_LIMIT = 8;

type Activity = ListedCode;

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

  return (
    <CodeSearchField
      id={id}
      label={label}
      hint={hint}
      error={error}
      texts={{
        chosen: t('businessInformation.activity.search.chosen'),
        remove: (code, name) =>
          t('businessInformation.activity.search.remove', {
            activity: name ? `${code} ${name}` : code,
          }),
        full: t('businessInformation.activity.search.full', { max: list.max }),
        placeholder: t('businessInformation.activity.search.placeholder'),
      }}
      value={value}
      nameOf={(code) => labels.get(code)}
      renderCode={(code, index) => (
        <span>
          <span className="font-mono text-sm font-semibold">{code}</span>
          {index === 0 && value.length > 1 && (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
              {t('businessInformation.activity.search.main')}
            </span>
          )}
        </span>
      )}
      onRemove={remove}
      full={full}
      query={query}
      onQueryChange={(text) => {
        setQuery(text);
        setAdded('');
      }}
      options={options}
      onChoose={choose}
      status={status}
      announcement={added}
      inputRef={setInput}
      onBlur={onBlur}
    />
  );
}
