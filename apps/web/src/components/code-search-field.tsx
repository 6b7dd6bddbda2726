import { Search, X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { FieldError, FieldHint, fieldDescription } from '@foundly/ui';
import { Combobox } from './combobox.js';

/** A code of an official list with its title. */
export interface ListedCode {
  code: string;
  label: string;
}

/** The field's words, in the words of the list searched. */
export interface CodeSearchTexts {
  /** Names the list of the chosen codes. */
  chosen: string;
  /** The name of the button that removes a chosen code. */
  remove: (code: string, name: string | undefined) => string;
  /** Said in place of the search once as many codes as allowed are chosen. */
  full: string;
  placeholder: string;
}

export interface CodeSearchFieldProps<Option extends ListedCode> {
  /** The id the field's parts are named from. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  texts: CodeSearchTexts;
  /** The chosen codes, in order. */
  value: readonly string[];
  /** The title of a chosen code, when known. */
  nameOf: (code: string) => string | undefined;
  /** How a chosen code reads above its title; the code alone by default. */
  renderCode?: (code: string, index: number) => ReactNode;
  onRemove: (code: string) => void;
  /** No search once as many codes as allowed are chosen. */
  full: boolean;
  query: string;
  onQueryChange: (text: string) => void;
  options: readonly Option[];
  onChoose: (option: Option) => void;
  /** Where the search is, in words (see the combobox). */
  status: string;
  /** Read out by a live region when set, e.g. the code just added. */
  announcement?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
}

function CodeOnly({ code }: { code: string }) {
  return <span className="font-mono text-sm font-semibold">{code}</span>;
}

/**
 * Chooses codes of an official list (an activity's NAF, CNAE or SIC code): the chosen codes with
 * their titles, each removable, above a search combobox, until as many as allowed are chosen.
 * What is searched, and how, is the caller's.
 */
export function CodeSearchField<Option extends ListedCode>({
  id,
  label,
  hint,
  error,
  texts,
  value,
  nameOf,
  renderCode = (code) => <CodeOnly code={code} />,
  onRemove,
  full,
  query,
  onQueryChange,
  options,
  onChoose,
  status,
  announcement,
  inputRef,
  onBlur,
}: CodeSearchFieldProps<Option>) {
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, error);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <FieldHint id={hintId} className="-mt-1">
        {hint}
      </FieldHint>
      {value.length > 0 && (
        <ul aria-label={texts.chosen} className="flex flex-col gap-2">
          {value.map((code, index) => {
            const name = nameOf(code);
            return (
              <li
                key={code}
                className="flex items-center gap-3 rounded-xl border border-brand-700 bg-brand-50 py-1 pr-1 pl-4 dark:bg-brand-800/30"
              >
                <span className="flex min-w-0 flex-1 flex-col py-1">
                  {renderCode(code, index)}
                  {name && <span className="text-sm text-ink-muted">{name}</span>}
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(code)}
                  aria-label={texts.remove(code, name)}
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
        <p className="text-sm text-ink-muted">{texts.full}</p>
      ) : (
        <Combobox
          kind="search"
          id={`${id}-input`}
          label={label}
          text={query}
          onTextChange={onQueryChange}
          options={options}
          optionKey={(option) => option.code}
          renderOption={(option) => (
            <span className="flex flex-1 flex-col">
              <span className="font-mono text-sm font-semibold">{option.code}</span>
              <span className="text-sm">{option.label}</span>
            </span>
          )}
          onChoose={onChoose}
          status={status}
          icon={Search}
          placeholder={texts.placeholder}
          inputRef={inputRef}
          invalid={Boolean(error)}
          describedBy={describedBy}
          onBlur={onBlur}
        />
      )}
      {announcement !== undefined && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
