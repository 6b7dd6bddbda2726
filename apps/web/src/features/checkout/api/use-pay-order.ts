import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/** Opens the card payment of a DRAFT order: answers with the checkout page's address. */
export function usePayOrder() {
  return useRpcMutation(rpc.BillingService.payOrder);
}
