import { CommercialDocumentKind, type CommercialDocument } from '@foundly/proto';
import { useCommercialDocuments } from '../api/use-commercial-documents.js';

/** Facturas (invoices and rectificativas) or presupuestos (quotes). */
export type SpanishDocumentsKind = 'facturas' | 'presupuestos';

/** Whether a document belongs in the Facturas or the Presupuestos tab. */
export function isOfKind(document: CommercialDocument, kind: SpanishDocumentsKind): boolean {
  return (document.kind === CommercialDocumentKind.QUOTE) === (kind === 'presupuestos');
}

/** How many facturas and presupuestos the account has, for the tabs' counts. */
export function countSpanishDocuments(
  documents: readonly CommercialDocument[],
): Record<SpanishDocumentsKind, number> {
  const presupuestos = documents.filter((document) => isOfKind(document, 'presupuestos')).length;
  return { facturas: documents.length - presupuestos, presupuestos };
}

/** The account's facturas and presupuestos (GetMyCommercialDocuments), counted for the tabs. */
export function useSpanishDocumentCounts(accountId: string) {
  const documents = useCommercialDocuments(accountId);
  return documents.data ? countSpanishDocuments(documents.data.documents) : undefined;
}
