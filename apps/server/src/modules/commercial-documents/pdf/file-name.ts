import { CommercialDocumentStatus, type CommercialDocument } from '@foundly/proto';
import { DOCUMENT_COPY } from './document-copy.js';
import { getDocumentLanguage } from './document-format.js';

/** Letters, digits, dot, dash and underscore: safe in every file system and in a header. */
function toSafeFileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/**
 * The name a downloaded document is saved under, in its language:
 * "Facture-F-2026-0001.pdf", "Invoice-INV-2026-0001.pdf", and for a draft,
 * which has no number, "Brouillon-Facture-2026-03-02.pdf".
 */
export function getDocumentFileName(document: CommercialDocument): string {
  const copy = DOCUMENT_COPY[getDocumentLanguage(document)].fileName;
  const kind = copy[document.kind];
  const isIssued =
    document.status === CommercialDocumentStatus.ISSUED && document.invoiceNumber !== '';
  const parts = isIssued
    ? [kind, document.invoiceNumber]
    : [copy.draft, kind, document.content?.invoiceDate ?? ''];
  const name = parts.map(toSafeFileNamePart).filter(Boolean).join('-');
  return `${name}.pdf`;
}
