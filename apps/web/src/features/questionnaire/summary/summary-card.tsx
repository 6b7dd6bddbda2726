import { useId, type ReactNode } from 'react';

/**
 * How a card lays its answers out: step by step, each step beside its own
 * edit link (France), or the whole funnel under a header holding the one edit
 * link (Spain).
 */
export type SummaryLayout = 'steps' | 'funnel';

export interface SummaryCardProps {
  title: string;
  layout: SummaryLayout;
  /** Beside the title in the funnel layout: the card's edit link. */
  action?: ReactNode;
  children: ReactNode;
}

/** One funnel's answers on the summary: a titled card. */
export function SummaryCard({ title, layout, action, children }: SummaryCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised shadow-sm"
    >
      {layout === 'funnel' ? (
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-4 sm:px-6">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {action}
        </div>
      ) : (
        <h2 id={headingId} className="px-4 pt-5 text-lg font-semibold sm:px-6">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

const ROW_CLASSES: Readonly<Record<SummaryLayout, { list: string; row: string; label: string }>> = {
  steps: {
    list: 'grid min-w-0 flex-1 gap-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-x-6',
    row: 'flex min-w-0 flex-col gap-0.5 sm:contents',
    label: 'text-sm text-ink-muted',
  },
  funnel: {
    list: 'divide-y divide-line',
    row: 'grid gap-0.5 px-4 py-3 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] sm:gap-6 sm:px-6',
    label: 'text-sm text-ink-muted sm:text-base',
  },
};

export interface SummaryRowsProps<Field extends string, Value> {
  rows: readonly { field: Field; value: Value }[];
  layout: SummaryLayout;
  /** The question a row answers, in the interface language. */
  labelOf: (field: Field) => string;
  /** An answer in the interface language, one string per line. */
  format: (value: Value) => string[];
}

/** Answers as a list of questions and answers. */
export function SummaryRows<Field extends string, Value>({
  rows,
  layout,
  labelOf,
  format,
}: SummaryRowsProps<Field, Value>) {
  const classes = ROW_CLASSES[layout];
  return (
    <dl className={classes.list}>
      {rows.map((row) => (
        <div key={row.field} className={classes.row}>
          <dt className={classes.label}>{labelOf(row.field)}</dt>
          <dd className="font-medium break-words">
            {format(row.value).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
