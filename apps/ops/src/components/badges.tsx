import { OrderStatus, WaitingOn } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useLabels } from '../hooks/use-labels.js';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

const WAITING_ON_CLASSES: Record<WaitingOn, string> = {
  [WaitingOn.UNSPECIFIED]: 'bg-surface-muted text-ink-muted',
  [WaitingOn.FOUNDER]: 'bg-amber-100 text-amber-900',
  [WaitingOn.TEAM]: 'bg-brand-100 text-brand-800',
  [WaitingOn.THIRD_PARTY]: 'bg-sky-100 text-sky-900',
  [WaitingOn.NOBODY]: 'bg-surface-muted text-ink-muted',
};

/** Who a file waits on, as a coloured badge with its translated label. */
export function WaitingOnBadge({ value }: { value: WaitingOn }) {
  const labels = useLabels();
  return <span className={cn(badge, WAITING_ON_CLASSES[value])}>{labels.waitingOn(value)}</span>;
}

/** A file's status as a badge: red for cancelled or declined, green once completed. */
export function StatusBadge({ value }: { value: OrderStatus }) {
  const labels = useLabels();
  const tone =
    value === OrderStatus.CANCELED || value === OrderStatus.DECLINED
      ? 'bg-danger/10 text-danger'
      : value === OrderStatus.COMPLETED || value === OrderStatus.COMPANY_FORMED
        ? 'bg-success/10 text-success'
        : 'border border-line bg-surface-raised text-ink';
  return <span className={cn(badge, tone)}>{labels.status(value)}</span>;
}
