import { Card } from '@foundly/ui';
import { useId, type ReactNode } from 'react';

/** A titled part of a page: a `section` named by its heading. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </Card>
    </section>
  );
}
