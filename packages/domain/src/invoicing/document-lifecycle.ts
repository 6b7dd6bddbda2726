import { CommercialDocumentKind, CommercialDocumentStatus } from '@foundly/proto';

export interface DocumentState {
  kind: CommercialDocumentKind;
  status: CommercialDocumentStatus;
}

/**
 * What can be done to a quote, invoice or credit note. A draft is a working
 * copy: it has no number and may be edited and deleted. Issuing numbers and
 * freezes it: an issued invoice can be neither edited nor deleted (its
 * number would leave a gap in the series, CGI annexe II art. 242 nonies A,
 * I-7°) and is corrected by a credit note referring to it (a "facture
 * rectificative", CGI art. 289, I-1; HMRC VAT Notice 700 §18.2). An issued
 * quote is frozen too; it can be turned into an invoice.
 */
export const DOCUMENT_ACTIONS = {
  edit: (document: DocumentState) => document.status === CommercialDocumentStatus.DRAFT,
  delete: (document: DocumentState) => document.status === CommercialDocumentStatus.DRAFT,
  issue: (document: DocumentState) => document.status === CommercialDocumentStatus.DRAFT,
  /** An issued quote (it keeps its number) gives an invoice draft with its lines. */
  convertToInvoice: (document: DocumentState) =>
    document.kind === CommercialDocumentKind.QUOTE &&
    document.status === CommercialDocumentStatus.ISSUED,
  /** Only an issued invoice is corrected by a credit note; a draft is simply edited. */
  creditNote: (document: DocumentState) =>
    document.kind === CommercialDocumentKind.INVOICE &&
    document.status === CommercialDocumentStatus.ISSUED,
  /** A credit note cancels one invoice: it is made from it, never duplicated alone. */
  duplicate: (document: DocumentState) => document.kind !== CommercialDocumentKind.CREDIT_NOTE,
  /**
   * Only an issued invoice is owed, so only it is marked paid (or unpaid again): a draft or a
   * quote asks for no payment, and a credit note is settled by the invoice it cancels.
   */
  markPaid: (document: DocumentState) =>
    document.kind === CommercialDocumentKind.INVOICE &&
    document.status === CommercialDocumentStatus.ISSUED,
} as const;

export type DocumentAction = keyof typeof DOCUMENT_ACTIONS;

/** Whether `action` is allowed on `document`. */
export function canApplyDocumentAction(action: DocumentAction, document: DocumentState): boolean {
  return DOCUMENT_ACTIONS[action](document);
}
