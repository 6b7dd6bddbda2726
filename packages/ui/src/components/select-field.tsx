import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../cn.js';
import { FieldError, FieldHint, fieldDescription } from './field-description.js';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The options, listed before any given as children. */
  options?: readonly { value: string; label: string }[];
  /** The text of the empty first option; none when undefined. */
  placeholder?: string;
}

/** A labelled native select with its hint and error, wired for screen readers like TextField. */
export function SelectField({
  label,
  hint,
  error,
  options = [],
  placeholder,
  className,
  id,
  children,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const { hintId, errorId, describedBy } = fieldDescription(selectId, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-11 rounded-lg border bg-surface-raised px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          error ? 'border-danger' : 'border-line',
        )}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
