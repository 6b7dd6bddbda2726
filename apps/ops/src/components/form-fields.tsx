import { cn } from '@foundly/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

const control =
  'min-h-11 rounded-lg border bg-surface-raised px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  ...props
}: FieldFrameProps & ComponentProps<'textarea'>) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={areaId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        className={cn(control, 'min-h-24 py-2', error ? 'border-danger' : 'border-line')}
        {...props}
      />
      <FieldNotes id={areaId} hint={hint} error={error} />
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}
