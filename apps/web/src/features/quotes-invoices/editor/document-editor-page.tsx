import { CommercialDocumentKind } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { SavedRecord } from '../../../components/editor-page.js';
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
  return (
    <SavedRecord
      query={saved}
      loadFailedTitle={i18n.t('invoicing.editor.loadFailed')}
      describeFailure={(error) => getFailureMessage(error, i18n)}
    >
      {(data) => (
        <DocumentEditor
          key={`${documentId}:${data.document?.status ?? 0}`}
          document={data.document}
          savedLogo={data.logo.length > 0 ? data.logo : undefined}
        />
      )}
    </SavedRecord>
  );
}
