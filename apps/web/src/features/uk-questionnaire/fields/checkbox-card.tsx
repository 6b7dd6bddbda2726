import type { ComponentProps, ReactNode } from 'react';

export interface CheckboxCardProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A statement ticked or not, as a card the whole of which can be clicked. */
export function CheckboxCard({ label, hint, ...input }: CheckboxCardProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:checked]:bg-brand-800/30">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...input} />
      <span className="flex flex-col gap-1">
        <span>{label}</span>
        {hint && <span className="text-sm text-ink-muted">{hint}</span>}
      </span>
    </label>
  );
}
