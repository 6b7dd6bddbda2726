import type { DocumentRef, GetMyOrderResponse } from '@foundly/proto';

/** What is known of a file a questionnaire field points at. */
export interface ReferencedDocument {
  id: string;
  /** Empty when the document is not in the order's list (yet). */
  fileName: string;
}

/**
 * The document a questionnaire field (e.g. identityFrontId) points at, named
 * from the order's documents; undefined while nothing was uploaded for it.
 */
export function findReferencedDocument(
  data: Pick<GetMyOrderResponse, 'order' | 'documents'> | undefined,
  referenceField: string,
): ReferencedDocument | undefined {
  const id = data?.order?.documentRefs[referenceField];
  if (!id) return undefined;
  return { id, fileName: findDocumentFileName(data, id) };
}

/** The file name of one of the order's documents; empty when it is not in the order's list. */
export function findDocumentFileName(
  data: Pick<GetMyOrderResponse, 'order' | 'documents'> | undefined,
  id: string,
): string {
  const documents: readonly DocumentRef[] = [
    ...(data?.order?.documents ?? []),
    ...(data?.documents ?? []),
  ];
  return documents.find((document) => document.id === id)?.fileName ?? '';
}

/** Whether every one of these fields points at a document. */
export function hasReferencedDocuments(
  data: Pick<GetMyOrderResponse, 'order'> | undefined,
  referenceFields: readonly string[],
): boolean {
  return referenceFields.every((field) => Boolean(data?.order?.documentRefs[field]));
}
