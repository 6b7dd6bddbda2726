import { canApplyDocumentAction } from '@foundly/domain';
import { CommercialDocumentKind, type CommercialDocument } from '@foundly/proto';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { kindKey } from '../document-labels.js';
import { formatMinorUnits } from '../../../lib/amounts/format-money.js';
import { useDocumentCommands } from '../use-document-commands.js';
import { useIssueDocument } from '../use-issue-document.js';
import { KindBadge, StatusBadge } from './document-badges.js';
import { DocumentRowActions } from './document-row-actions.js';

/** The confirmation dialog, fetched when first opened: the list shows and works without it. */
const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog.js').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/** The Área contable's paid toggle, a chunk of its own: the French and UK lists have none. */
const PaidToggle = lazy(() =>
  import('./paid-toggle.js').then((module) => ({ default: module.PaidToggle })),
);

type Confirmation = { action: 'delete' | 'issue' | 'cancel'; document: CommercialDocument };

function formatDate(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The documents, newest first: number, type, customer, date, total and status, with their
 * actions; with `paidToggle` (the Área contable), an issued invoice's paid toggle; `readOnly`
 * (a plan that ended) leaves viewing and downloading only.
 */
export function DocumentList({
  documents,
  paidToggle = false,
  readOnly = false,
}: {
  documents: readonly CommercialDocument[];
  paidToggle?: boolean;
  readOnly?: boolean;
}) {
  const { t, locale } = useI18n();
  const commands = useDocumentCommands();
  const issuing = useIssueDocument();
  const [confirming, setConfirming] = useState<Confirmation | undefined>();
  const close = () => setConfirming(undefined);
  const nameOf = (document: CommercialDocument) =>
    `${t(kindKey(document.kind))} ${document.invoiceNumber || document.content?.customer?.companyName || ''}`.trim();
  return (
    <>
      <ul aria-label={t('invoicing.list.caption')} className="flex flex-col gap-3">
        {documents.map((document) => {
          return (
            <li
              key={document.id}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
            >
              <div className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <p className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-4">
                  <span className="text-base font-semibold">
                    {document.invoiceNumber || (
                      <span className="text-ink-muted">{t('invoicing.list.noNumber')}</span>
                    )}
                  </span>
                  <KindBadge kind={document.kind} />
                  <StatusBadge status={document.status} />
                  {document.verifactu?.cancelled && (
                    <span className="inline-flex rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold">
                      {t('invoicing.status.cancelled')}
                    </span>
                  )}
                </p>
                <p>
                  <span className="sr-only">{t('invoicing.list.customer')}: </span>
                  {document.content?.customer?.companyName}
                </p>
                <p className="text-ink-muted">
                  <span className="sr-only">{t('invoicing.list.date')}: </span>
                  {formatDate(document.content?.invoiceDate ?? '', locale)}
                </p>
                <p className="font-semibold tabular-nums sm:col-span-2 sm:text-right">
                  <span className="sr-only">{t('invoicing.list.total')}: </span>
                  {formatMinorUnits(document.totalAmount, document.currency, locale)}
                </p>
              </div>
              {paidToggle && !readOnly && canApplyDocumentAction('markPaid', document) && (
                <Suspense>
                  <PaidToggle document={document} name={nameOf(document)} />
                </Suspense>
              )}
              <DocumentRowActions
                document={document}
                name={nameOf(document)}
                busy={commands.pending || issuing.pending}
                onDuplicate={() => commands.duplicate(document.id)}
                onDownload={() => commands.download(document.id)}
                onDelete={() => setConfirming({ action: 'delete', document })}
                onIssue={() => setConfirming({ action: 'issue', document })}
                onConvert={() => commands.convert(document.id)}
                onCreditNote={() => commands.createCreditNote(document.id)}
                onCancel={() => setConfirming({ action: 'cancel', document })}
                readOnly={readOnly}
              />
              {document.sourceDocumentNumber && (
                <p className="text-xs text-ink-muted">
                  {document.kind === CommercialDocumentKind.CREDIT_NOTE
                    ? t('invoicing.editor.sourceInvoice', { number: document.sourceDocumentNumber })
                    : t('invoicing.editor.sourceQuote', { number: document.sourceDocumentNumber })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {confirming && (
        <Suspense>
          {confirming.action === 'delete' ? (
            <ConfirmDialog
              open
              danger
              title={t('invoicing.confirmDelete.title')}
              description={t('invoicing.confirmDelete.description')}
              confirmLabel={t('invoicing.confirmDelete.confirm')}
              pending={commands.removing}
              onCancel={close}
              onConfirm={() => commands.remove(confirming.document.id, close)}
            />
          ) : confirming.action === 'cancel' ? (
            <ConfirmDialog
              open
              danger
              title={t('invoicing.confirmCancel.title')}
              description={t('invoicing.confirmCancel.description')}
              confirmLabel={t('invoicing.confirmCancel.confirm')}
              pending={commands.cancelling}
              onCancel={close}
              onConfirm={() => commands.cancel(confirming.document.id, close)}
            />
          ) : (
            <ConfirmDialog
              open
              title={t('invoicing.confirmIssue.title')}
              description={t('invoicing.confirmIssue.description')}
              confirmLabel={t('invoicing.confirmIssue.confirm')}
              pending={issuing.pending}
              onCancel={close}
              onConfirm={() => void issuing.issue(confirming.document.id).then(close)}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
