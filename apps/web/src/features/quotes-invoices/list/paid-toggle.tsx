import type { CommercialDocument } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { toast } from '../../../lib/toast.js';
import { getFailureMessage } from '../api/failure-message.js';
import { useSetCommercialDocumentPaid } from '../api/use-document-mutations.js';

/**
 * The paid toggle of an issued factura (spec 02 §2's rows): it shows the value asked for while
 * the server records it (SetCommercialDocumentPaid).
 */
export function PaidToggle({ document, name }: { document: CommercialDocument; name: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const setPaid = useSetCommercialDocumentPaid();
  const paid =
    setPaid.isPending && setPaid.variables.id === document.id
      ? setPaid.variables.paid
      : document.paid;
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        role="switch"
        className="size-5 accent-brand-700"
        checked={paid}
        disabled={setPaid.isPending}
        aria-label={`${t('invoicing.list.paid')} — ${name}`}
        onChange={(event) =>
          setPaid.mutate(
            { id: document.id, paid: event.target.checked },
            { onError: (error) => toast.error(getFailureMessage(error, i18n)) },
          )
        }
      />
      {t('invoicing.list.paid')}
    </label>
  );
}
