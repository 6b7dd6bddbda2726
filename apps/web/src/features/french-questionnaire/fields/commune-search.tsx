import { cn, FieldError, FieldHint, fieldDescription } from '@foundly/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { Combobox } from '../../../components/combobox.js';
import { useSettled } from '../../questionnaire/fields/use-settled.js';
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
 * A search among the French communes: a combobox whose text is the commune
 * chosen, as "Name (department)"; the options show the postal codes too.
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
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, error);
  const [text, setText] = useState(() => (value ? formatCommune(value) : ''));
  const query = useSettled(text.trim(), DEBOUNCE_MS);
  // The text is a search until a commune is chosen; then it is the commune's name.
  const searching = !value && query.length >= MIN_QUERY_LENGTH;
  const search = useRpcQuery(
    rpc.ReferenceDataService.searchCommunes,
    { query, limit: RESULT_LIMIT },
    { enabled: searching, placeholderData: keepPreviousData, staleTime: Infinity },
  );
  const communes = searching ? (search.data?.communes ?? []) : [];

  const status = !searching
    ? ''
    : search.isError
      ? t('personalInformation.communeSearch.failed')
      : search.isFetching && communes.length === 0
        ? t('personalInformation.communeSearch.searching')
        : communes.length === 0
          ? t('personalInformation.communeSearch.none')
          : t('personalInformation.communeSearch.count', { count: communes.length });

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Combobox
        kind="select"
        id={id}
        label={label}
        text={text}
        onTextChange={(next) => {
          setText(next);
          if (value) onChange(undefined);
        }}
        options={communes}
        optionKey={(commune) => `${commune.code}-${commune.name}`}
        renderOption={(commune) => (
          <span className="flex flex-1 flex-wrap items-center justify-between gap-x-3">
            <span className="font-medium">{formatCommune(toCommuneChoice(commune))}</span>
            <span className="text-sm text-ink-muted">{formatPostalCodes(commune.postalCodes)}</span>
          </span>
        )}
        onChoose={(commune) => {
          const choice = toCommuneChoice(commune);
          setText(formatCommune(choice));
          onChange(choice);
        }}
        status={status}
        name={name}
        inputRef={inputRef}
        invalid={Boolean(error)}
        describedBy={describedBy}
        onBlur={onBlur}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
