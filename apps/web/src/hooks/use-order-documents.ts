import { useQuery } from '@connectrpc/connect-query';
import { DocumentService } from '@foundly/proto';
import { useArea } from './use-area.js';

/** Every document of the current order, newest first. */
export function useOrderDocuments() {
  const { account } = useArea();
  const orderId = account?.orderId ?? '';
  const query = useQuery(
    DocumentService.method.listDocuments,
    { orderId, query: '' },
    { enabled: Boolean(orderId) },
  );
  return {
    orderId,
    documents: query.data?.documents ?? [],
    isPending: query.isPending,
    refetch: query.refetch,
  };
}
