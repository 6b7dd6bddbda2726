import { canApplyDocumentAction } from '@foundly/domain';
import { CommercialDocumentStatus, type CommercialDocument } from '@foundly/proto';
import { Button, buttonClasses, cn, type ButtonVariant } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import {
  Copy,
  Download,
  Eye,
  FilePlus2,
  Pencil,
  ReceiptText,
  Stamp,
  Trash2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
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
  /** Spain: cancels a factura issued by mistake. */
  onCancel(): void;
  /** The plan is read-only: view and download only. */
  readOnly?: boolean;
}

const ACTION = buttonClasses('secondary', 'min-h-10 px-3 text-xs');

/**
 * A row's actions (spec 01 §2): edit a draft or view an issued document, duplicate, download,
 * and by state: delete or issue a draft, turn an issued quote into an invoice, credit an issued
 * invoice, and in Spain cancel a factura issued by mistake.
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
  onCancel,
  readOnly = false,
}: DocumentRowActionsProps) {
  const { t } = useI18n();
  const { basePath } = useArea();
  // A read-only plan (ended or unpaid) keeps viewing and downloading, nothing else.
  const draft = !readOnly && document.status !== CommercialDocumentStatus.ISSUED;
  const canConvert = !readOnly && canApplyDocumentAction('convertToInvoice', document);
  const isIssuedInvoice = !readOnly && canApplyDocumentAction('creditNote', document);
  // Only a document with a Veri*Factu record (a Spanish factura or rectificativa) is cancelled.
  const canCancel = !readOnly && Boolean(document.verifactu && !document.verifactu.cancelled);
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
        <RowAction
          variant="primary"
          icon={Stamp}
          text={t('invoicing.actions.issue')}
          label={label}
          busy={busy}
          onClick={onIssue}
        />
      )}
      <RowAction
        icon={Download}
        text={t('invoicing.actions.download')}
        label={label}
        busy={busy}
        onClick={onDownload}
      />
      {!readOnly && (
        <RowAction
          icon={Copy}
          text={t('invoicing.actions.duplicate')}
          label={label}
          busy={busy}
          onClick={onDuplicate}
        />
      )}
      {canConvert && (
        <RowAction
          icon={FilePlus2}
          text={t('invoicing.actions.convert')}
          label={label}
          busy={busy}
          onClick={onConvert}
        />
      )}
      {isIssuedInvoice && (
        <RowAction
          icon={ReceiptText}
          text={t('invoicing.actions.creditNote')}
          label={label}
          busy={busy}
          onClick={onCreditNote}
        />
      )}
      {canCancel && (
        <RowAction
          variant="ghost"
          className="text-danger"
          icon={XCircle}
          text={t('invoicing.actions.cancel')}
          label={label}
          busy={busy}
          onClick={onCancel}
        />
      )}
      {draft && (
        <RowAction
          variant="ghost"
          className="text-danger"
          icon={Trash2}
          text={t('invoicing.actions.delete')}
          label={label}
          busy={busy}
          onClick={onDelete}
        />
      )}
    </div>
  );
}

interface RowActionProps {
  icon: LucideIcon;
  text: string;
  /** Names the action with its document for screen readers. */
  label(action: string): string;
  busy: boolean;
  onClick(): void;
  variant?: ButtonVariant;
  className?: string;
}

function RowAction({
  icon: Icon,
  text,
  label,
  busy,
  onClick,
  variant = 'secondary',
  className,
}: RowActionProps) {
  return (
    <Button
      variant={variant}
      className={cn('min-h-10 px-3 text-xs', className)}
      onClick={onClick}
      disabled={busy}
      aria-label={label(text)}
    >
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </Button>
  );
}
