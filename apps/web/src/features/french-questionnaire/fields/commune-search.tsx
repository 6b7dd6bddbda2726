import { cn } from '@foundly/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useSettled } from '../../../components/questionnaire/use-settled.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** A French commune as chosen in the search. */
export interface CommuneChoice {
  /** The INSEE code, e.g. 69123 for Lyon. */
  code: string;
  name: string;
  /** Known when chosen in the list; not stored with the answers. */
  departmentCode?: string;
  postalCode: string;
}

export interface CommuneSearchProps {
  label: string;
  value: CommuneChoice | undefined;
  /** Called with the chosen commune, or undefined as soon as the text is edited. */
  onChange: (value: CommuneChoice | undefined) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/** Searching starts from two letters: one letter matches thousands of communes. */
const MIN_QUERY_LENGTH = 2;
const RESULT_LIMIT = 8;
const DEBOUNCE_MS = 250;
const SHOWN_POSTAL_CODES = 3;

function formatCommune(commune: CommuneChoice): string {
  return commune.departmentCode ? `${commune.name} (${commune.departmentCode})` : commune.name;
}

interface FoundCommune {
  code: string;
  name: string;
  departmentCode: string;
  postalCodes: readonly string[];
}

function toCommuneChoice(commune: FoundCommune): CommuneChoice {
  return {
    code: commune.code,
    name: commune.name,
    departmentCode: commune.departmentCode,
    postalCode: commune.postalCodes[0] ?? '',
  };
}

function formatPostalCodes(codes: readonly string[]): string {
  const shown = codes.slice(0, SHOWN_POSTAL_CODES).join(', ');
  return codes.length > SHOWN_POSTAL_CODES ? `${shown}…` : shown;
}

/**
 * A search among the French communes (ARIA combobox with a listbox): type a
 * few letters, move with the arrow keys, choose with Enter or a click, close
 * with Escape. Shows "Name (department)" and the postal codes.
 */
export function CommuneSearch({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  hint,
  error,
  className,
}: CommuneSearchProps) {
  const { t } = useI18n();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(() => (value ? formatCommune(value) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useSettled(text.trim(), DEBOUNCE_MS);
  const searching = open && query.length >= MIN_QUERY_LENGTH;
  const search = useRpcQuery(
    rpc.ReferenceDataService.searchCommunes,
    { query, limit: RESULT_LIMIT },
    { enabled: searching, placeholderData: keepPreviousData, staleTime: Infinity },
  );
  const communes = searching ? (search.data?.communes ?? []) : [];
  const expanded = communes.length > 0;
  const activeIndex = Math.min(active, communes.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    const commune = communes[index];
    if (!commune) return;
    const choice = toCommuneChoice(commune);
    setText(formatCommune(choice));
    setOpen(false);
    onChange(choice);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else {
          setActive(Math.min(activeIndex + 1, communes.length - 1));
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter':
        if (expanded) {
          event.preventDefault();
          choose(activeIndex);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  };

  const status = !searching
    ? ''
    : search.isError
      ? t('personalInformation.communeSearch.failed')
      : search.isFetching && communes.length === 0
        ? t('personalInformation.communeSearch.searching')
        : communes.length === 0
          ? t('personalInformation.communeSearch.none')
          : t('personalInformation.communeSearch.count', { count: communes.length });
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
            if (value) onChange(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          className={cn(
            'min-h-11 w-full rounded-lg border bg-surface-raised px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            error ? 'border-danger' : 'border-line',
          )}
        />
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={`${id}-label`}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-line bg-surface-raised py-1 shadow-lg"
        >
          {communes.map((commune, index) => (
            <li
              key={`${commune.code}-${commune.name}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseMove={() => {
                if (index !== activeIndex) setActive(index);
              }}
              className={cn(
                'flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 px-3 py-2',
                index === activeIndex && 'bg-brand-50 dark:bg-brand-800/30',
              )}
            >
              <span className="font-medium">{formatCommune(toCommuneChoice(commune))}</span>
              <span className="text-sm text-ink-muted">
                {formatPostalCodes(commune.postalCodes)}
              </span>
            </li>
          ))}
        </ul>
        {open && searching && !expanded && status && (
          <p className="absolute top-full right-0 left-0 z-20 mt-1 rounded-lg border border-line bg-surface-raised px-3 py-3 text-sm text-ink-muted shadow-lg">
            {status}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
