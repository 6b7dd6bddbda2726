import { useArea } from '../../../app/area/use-area.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** Every document of the current order, newest first. */
export function useOrderDocuments() {
  const { account } = useArea();
  const orderId = account?.orderId ?? '';
  const query = useRpcQuery(
    rpc.DocumentService.listDocuments,
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
