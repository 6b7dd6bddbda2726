import { CommercialDocumentKind } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { PageLoader } from '../../../components/page-loader.js';
import { getFailureMessage } from '../api/failure-message.js';
import { useCommercialDocument } from '../api/use-commercial-documents.js';
import { DocumentEditor } from './document-editor.js';

/**
 * /quotes-&-invoices/new and /quotes-&-invoices/{id} (spec 01 §2): the creation form, or a
 * saved document (a draft to edit, an issued one to read). Another customer's id is refused by
 * the server (not found) and shown as such.
 */
export function DocumentEditorPage({
  documentId,
  startAsQuote = false,
}: {
  documentId: string;
  /** A new document starts as a quote rather than an invoice. */
  startAsQuote?: boolean;
}) {
  const i18n = useI18n();
  const isNew = documentId === 'new';
  const saved = useCommercialDocument(isNew ? '' : documentId);
  if (isNew)
    return (
      <DocumentEditor key="new" newKind={startAsQuote ? CommercialDocumentKind.QUOTE : undefined} />
    );
  if (saved.isPending) return <PageLoader />;
  if (saved.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-danger/40 bg-danger/5 p-6"
      >
        <h1 className="text-xl font-bold">{i18n.t('invoicing.editor.loadFailed')}</h1>
        <p className="mt-2">{getFailureMessage(saved.error, i18n)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void saved.refetch()}>
          {i18n.t('invoicing.retry')}
        </Button>
      </div>
    );
  }
  return (
    <DocumentEditor
      key={`${documentId}:${saved.data.document?.status ?? 0}`}
      document={saved.data.document}
      savedLogo={saved.data.logo.length > 0 ? saved.data.logo : undefined}
    />
  );
}
