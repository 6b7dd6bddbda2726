import { cn } from '@foundly/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

export interface Choice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  legend: string;
  choices: readonly Choice[];
  error?: string | undefined;
  /** Lay the choices side by side on wide screens (yes/no). */
  inline?: boolean;
}

/**
 * A question answered by picking one card: radio inputs, registered with the form. The field's
 * value (`defaultValue`, as `register` gives it) checks its card on a page rendered on the server.
 */
export function ChoiceField({
  legend,
  choices,
  error,
  inline = false,
  className,
  defaultValue,
  ...input
}: ChoiceFieldProps) {
  const id = useId();
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className={cn('flex flex-col gap-2', inline && 'sm:flex-row')}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:checked]:bg-brand-800/30"
          >
            <input
              type="radio"
              value={choice.value}
              defaultChecked={
                defaultValue === undefined ? undefined : String(defaultValue) === choice.value
              }
              className="size-5 shrink-0 accent-brand-700"
              {...input}
            />
            <span className="flex flex-col">
              <span>{choice.label}</span>
              {choice.hint && <span className="text-sm text-ink-muted">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
