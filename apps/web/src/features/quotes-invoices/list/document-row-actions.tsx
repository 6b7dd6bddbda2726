import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  type CommercialDocument,
} from '@foundly/proto';
import { Button, buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Copy, Download, FilePlus2, Pencil, ReceiptText, Eye, Stamp, Trash2 } from 'lucide-react';
import { useArea } from '../../../app/area/use-area.js';
import { useI18n } from '../../../app/i18n/index.js';
import { documentPath } from '../documents-path.js';

export interface DocumentRowActionsProps {
  document: CommercialDocument;
  /** The document's name for screen readers: "Invoice F-2026-0001". */
  name: string;
  busy: boolean;
  onDuplicate(): void;
  onDownload(): void;
  onDelete(): void;
  onIssue(): void;
  onConvert(): void;
  onCreditNote(): void;
}

const ACTION = buttonClasses('secondary', 'min-h-10 px-3 text-xs');

/**
 * A row's actions (spec 01 §2): edit a draft or view an issued document, duplicate, download,
 * and by state: delete or issue a draft, turn a quote into an invoice, credit an issued invoice.
 */
export function DocumentRowActions({
  document,
  name,
  busy,
  onDuplicate,
  onDownload,
  onDelete,
  onIssue,
  onConvert,
  onCreditNote,
}: DocumentRowActionsProps) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const draft = document.status !== CommercialDocumentStatus.ISSUED;
  const isQuote = document.kind === CommercialDocumentKind.QUOTE;
  const isIssuedInvoice = !draft && document.kind === CommercialDocumentKind.INVOICE;
  const label = (action: string) => `${action} — ${name}`;
  return (
    <div
      role="group"
      aria-label={t('invoicing.list.actionsOf', { name })}
      className="flex flex-wrap gap-2"
    >
      <Link
        to={documentPath(basePath, document.id)}
        className={ACTION}
        aria-label={label(draft ? t('invoicing.actions.edit') : t('invoicing.actions.view'))}
      >
        {draft ? (
          <Pencil className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
        {draft ? t('invoicing.actions.edit') : t('invoicing.actions.view')}
      </Link>
      {draft && (
        <Button
          variant="primary"
          className="min-h-10 px-3 text-xs"
          onClick={onIssue}
          disabled={busy}
          aria-label={label(t('invoicing.actions.issue'))}
        >
          <Stamp className="size-4" aria-hidden="true" />
          {t('invoicing.actions.issue')}
        </Button>
      )}
      <Button
        variant="secondary"
        className="min-h-10 px-3 text-xs"
        onClick={onDownload}
        disabled={busy}
        aria-label={label(t('invoicing.actions.download'))}
      >
        <Download className="size-4" aria-hidden="true" />
        {t('invoicing.actions.download')}
      </Button>
      <Button
        variant="secondary"
        className="min-h-10 px-3 text-xs"
        onClick={onDuplicate}
        disabled={busy}
        aria-label={label(t('invoicing.actions.duplicate'))}
      >
        <Copy className="size-4" aria-hidden="true" />
        {t('invoicing.actions.duplicate')}
      </Button>
      {isQuote && (
        <Button
          variant="secondary"
          className="min-h-10 px-3 text-xs"
          onClick={onConvert}
          disabled={busy}
          aria-label={label(t('invoicing.actions.convert'))}
        >
          <FilePlus2 className="size-4" aria-hidden="true" />
          {t('invoicing.actions.convert')}
        </Button>
      )}
      {isIssuedInvoice && (
        <Button
          variant="secondary"
          className="min-h-10 px-3 text-xs"
          onClick={onCreditNote}
          disabled={busy}
          aria-label={label(t('invoicing.actions.creditNote'))}
        >
          <ReceiptText className="size-4" aria-hidden="true" />
          {t('invoicing.actions.creditNote')}
        </Button>
      )}
      {draft && (
        <Button
          variant="ghost"
          className="min-h-10 px-3 text-xs text-danger"
          onClick={onDelete}
          disabled={busy}
          aria-label={label(t('invoicing.actions.delete'))}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('invoicing.actions.delete')}
        </Button>
      )}
    </div>
  );
}
