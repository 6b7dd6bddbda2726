import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** The account's quotes, invoices and credit notes, newest first (GetMyCommercialDocuments). */
export function useCommercialDocuments(accountId: string) {
  return useRpcQuery(
    rpc.CommercialDocumentService.getMyCommercialDocuments,
    { accountId },
    { enabled: Boolean(accountId) },
  );
}

/** One document and its saved logo (GetCommercialDocumentById). */
export function useCommercialDocument(id: string) {
  return useRpcQuery(
    rpc.CommercialDocumentService.getCommercialDocumentById,
    { id },
    {
      enabled: Boolean(id),
    },
  );
}

/** The seller's side as the company's file gives it, and what would block issuing. */
export function useInvoiceSeller(accountId: string) {
  return useRpcQuery(
    rpc.CommercialDocumentService.getInvoiceSeller,
    { accountId },
    { enabled: Boolean(accountId) },
  );
}

/** The customers already invoiced, to pick from. */
export function useInvoiceCustomers(accountId: string) {
  return useRpcQuery(
    rpc.CommercialDocumentService.getMyInvoiceCustomers,
    { accountId },
    { enabled: Boolean(accountId) },
  );
}
