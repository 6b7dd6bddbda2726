import { cn } from '@foundly/ui';

/** One line of a price summary: a label and its amount. */
export function SummaryLine({
  label,
  value,
  strong,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-1.5',
        strong && 'border-t border-line pt-3 text-lg font-bold',
      )}
    >
      <dt className={strong ? undefined : 'text-ink-muted'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
