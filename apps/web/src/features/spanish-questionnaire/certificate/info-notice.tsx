import { cn } from '@foundly/ui';
import type { ComponentType, ReactNode } from 'react';

/** A tinted box that tells, with its icon, something worth knowing before going on. */
export function InfoNotice({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: ComponentType<{ className?: string }>;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm dark:border-brand-800 dark:bg-brand-800/20',
        className,
      )}
    >
      <Icon
        className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-100"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <div className="text-ink-muted">{children}</div>
      </div>
    </div>
  );
}
