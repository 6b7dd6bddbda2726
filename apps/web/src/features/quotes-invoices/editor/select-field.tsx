import { cn } from '@foundly/ui';
import { useId, type ComponentProps } from 'react';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select. */
export function SelectField({ label, options, className, id, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        className="min-h-11 rounded-lg border border-line bg-surface-raised px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
