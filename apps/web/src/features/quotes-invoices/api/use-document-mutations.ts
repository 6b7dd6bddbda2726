import { useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey, useRpcMutation } from '../../../app/rpc/query.js';

const service = rpc.CommercialDocumentService;

/**
 * After a change: the list, and the one document changed when there is one. Saving a document
 * may save its customer too (the customers' list).
 */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return (changedId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rpcQueryKey(service.getMyCommercialDocuments) }),
      queryClient.invalidateQueries({ queryKey: rpcQueryKey(service.getMyInvoiceCustomers) }),
      ...(changedId
        ? [
            queryClient.invalidateQueries({
              queryKey: rpcQueryKey(service.getCommercialDocumentById, { id: changedId }),
            }),
          ]
        : []),
    ]);
}

/**
 * The new draft opens in its own page at once: the list is refreshed behind it, not awaited
 * (the list page, empty until now, would otherwise swap the form for the list first).
 */
export function useCreateCommercialDocument() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.createCommercialDocument, {
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useEditCommercialDocument() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.editCommercialDocument, {
    onSuccess: (_data, input) => refresh(input.id),
  });
}

export function useDeleteCommercialDocument() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.deleteCommercialDocument, { onSuccess: () => refresh() });
}

/** The copy opens in its own page at once; the list is refreshed behind it. */
export function useDuplicateCommercialDocument() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.duplicateCommercialDocument, {
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useIssueCommercialDocument() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.issueCommercialDocument, {
    onSuccess: (_data, input) => refresh(input.id),
  });
}

/** An invoice draft from a quote; the quote now links to it. */
export function useConvertQuoteToInvoice() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.convertQuoteToInvoice, {
    onSuccess: (_data, input) => refresh(input.id),
  });
}

/** A credit-note draft cancelling an issued invoice; the invoice now links to it. */
export function useCreateCreditNote() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.createCreditNote, {
    onSuccess: (_data, input) => refresh(input.invoiceId),
  });
}

/** Spain: a factura issued by mistake cancelled (its Veri*Factu cancellation record written). */
export function useCancelCommercialDocument() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.cancelCommercialDocument, {
    onSuccess: (_data, input) => refresh(input.id),
  });
}

/** Spain: the paid toggle of an issued factura. */
export function useSetCommercialDocumentPaid() {
  const refresh = useRefreshDocuments();
  return useRpcMutation(service.setCommercialDocumentPaid, {
    onSuccess: (_data, input) => refresh(input.id),
  });
}
