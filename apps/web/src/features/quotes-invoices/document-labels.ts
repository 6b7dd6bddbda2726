import { CommercialDocumentKind, CommercialDocumentStatus, OperationNature } from '@foundly/proto';

/** The message key naming each kind of document, under `invoicing.kind`. */
export function kindKey(kind: CommercialDocumentKind) {
  switch (kind) {
    case CommercialDocumentKind.QUOTE:
      return 'invoicing.kind.quote' as const;
    case CommercialDocumentKind.CREDIT_NOTE:
      return 'invoicing.kind.creditNote' as const;
    default:
      return 'invoicing.kind.invoice' as const;
  }
}

/** The message key of a document's status, under `invoicing.status`. */
export function statusKey(status: CommercialDocumentStatus) {
  return status === CommercialDocumentStatus.ISSUED
    ? ('invoicing.status.issued' as const)
    : ('invoicing.status.draft' as const);
}

/** The natures of a sale the form offers, with their message keys. */
export const OPERATION_NATURES = [
  [OperationNature.GOODS, 'invoicing.form.operationNatures.goods'],
  [OperationNature.SERVICES, 'invoicing.form.operationNatures.services'],
  [OperationNature.MIXED, 'invoicing.form.operationNatures.mixed'],
] as const;
