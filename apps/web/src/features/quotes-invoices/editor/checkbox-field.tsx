import { useId, type ComponentProps } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  hint?: string;
}

/** A labelled checkbox with its hint. */
export function CheckboxField({ label, hint, id, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
