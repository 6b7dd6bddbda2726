import type { ReactNode } from 'react';
import { cn } from '../cn.js';

/** The ids of a field's hint and error, and the `aria-describedby` that names those shown. */
export function fieldDescription(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** A field's hint, when it has one. */
export function FieldHint({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} className={cn('text-sm text-ink-muted', className)}>
      {children}
    </p>
  );
}

/** A field's error, announced as it appears. */
export function FieldError({ id, children }: { id: string; children: string | undefined }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger">
      {children}
    </p>
  );
}
