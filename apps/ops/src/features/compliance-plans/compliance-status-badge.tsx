import { ComplianceApprovalStatus } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';

type StatusName = 'NEEDS_APPROVAL' | 'IN_REVIEW' | 'MANUALLY_APPROVED' | 'PRE_APPROVED';

/** A plan's approval status as a badge: amber while it waits, green once approved. */
export function ComplianceStatusBadge({ value }: { value: ComplianceApprovalStatus }) {
  const { t } = useI18n();
  const name = ComplianceApprovalStatus[value] as StatusName | 'UNSPECIFIED';
  if (name === 'UNSPECIFIED') return null;
  const tone =
    name === 'NEEDS_APPROVAL'
      ? 'bg-amber-100 text-amber-900'
      : name === 'IN_REVIEW'
        ? 'bg-brand-100 text-brand-800'
        : 'bg-emerald-100 text-emerald-900';
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>
      {t(`compliance.statuses.${name}`)}
    </span>
  );
}
