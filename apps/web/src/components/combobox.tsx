import { cn } from '@foundly/ui';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';

/**
 * What the text in the input is, which decides how the list behaves and lines up:
 * - `search`: words to look for, what is chosen being shown elsewhere (the activities, listed
 *   above the input). The list opens again on focus, no option is active until the arrows move,
 *   they wrap round, and Escape clears the text once the list is closed. The list lines up with the
 *   chosen items above the input.
 * - `select`: the chosen option itself, written out (a town). The first option is active, so that
 *   Enter takes the best match, the arrows stop at the ends as in a select, and Escape only closes
 *   the list: it never erases the choice. The list lines up with the input's text.
 */
export type ComboboxKind = 'search' | 'select';

/** Corners, height and side padding of the list, lined up with what surrounds it (see the kinds). */
const LOOK = {
  search: { popup: 'rounded-xl', list: 'max-h-72', inset: 'px-4' },
  select: { popup: 'max-h-80 rounded-lg', list: '', inset: 'px-3' },
} as const satisfies Record<ComboboxKind, Record<string, string>>;

export interface ComboboxProps<Option> {
  kind: ComboboxKind;
  /** The input's id, for its label. */
  id: string;
  /** Names the list of options: the field's label. */
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The options found for the text; none while a search runs. */
  options: readonly Option[];
  optionKey: (option: Option) => string;
  renderOption: (option: Option) => ReactNode;
  /** Called with the option chosen (Enter or a click); the list closes. */
  onChoose: (option: Option) => void;
  /**
   * Where the search is, in words (too short, searching, failed, nothing found, how many found):
   * read out while the list is open, and shown in its place when there is no option. Empty to
   * show and say nothing.
   */
  status: string;
  /** Shown at the start of the input, e.g. a magnifier for a search. */
  icon?: LucideIcon | undefined;
  placeholder?: string | undefined;
  name?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  invalid?: boolean;
  /** The ids of the hint and error that describe the input. */
  describedBy?: string | undefined;
  onBlur?: (() => void) | undefined;
}

/**
 * A text input with a list of options to choose from, searched as the founder types: the WAI-ARIA
 * combobox pattern (the input keeps the focus and points at the active option, arrows and Home/End
 * to move in the list, Enter to choose, Escape to close), with the state of the search read out
 * by a live region. What to search and how an option reads are the caller's.
 */
export function Combobox<Option>({
  kind,
  id,
  label,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  onChoose,
  status,
  icon: Icon,
  placeholder,
  name,
  inputRef,
  invalid = false,
  describedBy,
  onBlur,
}: ComboboxProps<Option>) {
  const [open, setOpen] = useState(false);
  // The option the founder moved to (arrows, Home/End, pointer); -1 for none yet.
  const [moved, setMoved] = useState(-1);
  const look = LOOK[kind];
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const count = options.length;
  const shown = open && text.trim() !== '' && (count > 0 || status !== '');
  const expanded = shown && count > 0;
  const active = !expanded
    ? -1
    : moved >= 0
      ? Math.min(moved, count - 1)
      : kind === 'select'
        ? 0
        : -1;

  const activeId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setMoved(-1);
  };

  const choose = (option: Option) => {
    onChoose(option);
    close();
  };

  /** The option `step` places away from the active one: round the list, or up to its ends. */
  const stepTo = (step: number) => {
    const next = active + step;
    if (kind === 'select') return Math.max(0, Math.min(next, count - 1));
    return next < 0 ? count - 1 : next >= count ? 0 : next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (expanded) {
          setMoved(stepTo(down ? 1 : -1));
        } else {
          setOpen(true);
          setMoved(down ? 0 : count - 1);
        }
        break;
      }
      case 'Home':
      case 'End':
        // In the text, Home and End move the caret; once in the list, to its first and last option.
        if (!expanded || moved < 0 || event.shiftKey || event.ctrlKey || event.metaKey) break;
        event.preventDefault();
        setMoved(event.key === 'Home' ? 0 : count - 1);
        break;
      case 'Enter': {
        if (!shown) break;
        // Enter chooses; it must not submit the form while the list is open.
        event.preventDefault();
        const option = options[active];
        if (option !== undefined) choose(option);
        break;
      }
      case 'Escape':
        if (shown) {
          event.preventDefault();
          close();
        } else if (kind === 'search' && text !== '') {
          event.preventDefault();
          onTextChange('');
        }
        break;
    }
  };

  return (
    <div className="relative">
      {Icon && (
        <Icon
          className="pointer-events-none absolute top-3 left-3 size-5 text-ink-muted"
          aria-hidden="true"
        />
      )}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setMoved(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={kind === 'search' ? () => setOpen(true) : undefined}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className={cn(
          'min-h-11 w-full rounded-lg border bg-surface-raised text-base text-ink placeholder:text-ink-muted/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          Icon ? 'pr-3 pl-10' : 'px-3',
          invalid ? 'border-danger' : 'border-line',
        )}
      />
      <div
        hidden={!shown}
        className={cn(
          'absolute inset-x-0 top-full z-20 mt-1 flex flex-col overflow-hidden border border-line bg-surface-raised shadow-lg',
          look.popup,
        )}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className={cn('overflow-y-auto py-1', look.list)}
        >
          {expanded &&
            options.map((option, index) => (
              <li
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // The input keeps the focus: a click on an option is not a blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setMoved(index)}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center py-2',
                  look.inset,
                  index === active && 'bg-brand-50 dark:bg-brand-800/30',
                )}
              >
                {renderOption(option)}
              </li>
            ))}
        </ul>
        {count === 0 && <p className={cn('py-3 text-sm text-ink-muted', look.inset)}>{status}</p>}
      </div>
      <p role="status" className="sr-only">
        {shown ? status : ''}
      </p>
    </div>
  );
}
