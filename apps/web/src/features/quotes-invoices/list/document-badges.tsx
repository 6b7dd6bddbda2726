import { CommercialDocumentStatus, type CommercialDocumentKind } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { kindKey, statusKey } from '../document-labels.js';

/** Quote, invoice or credit note. */
export function KindBadge({ kind }: { kind: CommercialDocumentKind }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex rounded-full border border-line px-2 py-0.5 text-xs font-medium">
      {t(kindKey(kind))}
    </span>
  );
}

/** Draft or issued. */
export function StatusBadge({ status }: { status: CommercialDocumentStatus }) {
  const { t } = useI18n();
  const issued = status === CommercialDocumentStatus.ISSUED;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        issued ? 'bg-success/15 text-ink' : 'bg-surface-muted text-ink-muted',
      )}
    >
      {t(statusKey(status))}
    </span>
  );
}
