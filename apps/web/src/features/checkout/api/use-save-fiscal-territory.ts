import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';
import { useRefreshOrder } from '../../order/api/current-order.js';

/**
 * Saves the Spanish region the founder registers in (UpdateOrder), then
 * reloads the order, which the payment step reads the region from. Settles
 * once the order is reloaded.
 */
export function useSaveFiscalTerritory() {
  const refreshOrder = useRefreshOrder();
  return useRpcMutation(rpc.OrderService.updateOrder, { onSuccess: () => refreshOrder() });
}
