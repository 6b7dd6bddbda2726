import type { ReactNode } from 'react';

/**
 * A wide table inside a labelled region that scrolls sideways on a phone; it
 * is focusable so that a keyboard user can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface-raised focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </div>
  );
}

/** Shared cell classes, so every table of the back-office reads the same. */
export const tableClasses = {
  table: 'w-full min-w-[720px] border-collapse text-left text-sm',
  head: 'border-b border-line bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase',
  th: 'px-3 py-2 font-semibold',
  row: 'border-b border-line last:border-b-0 align-top',
  td: 'px-3 py-2',
};
