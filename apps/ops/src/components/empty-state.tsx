import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">
      {children}
    </p>
  );
}
