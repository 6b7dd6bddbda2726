import type { Viewer } from '../../../app/session.js';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey, useRpcQuery } from '../../../app/rpc/query.js';

/** The key of the cached customer, whatever the address it was asked with. */
export const ANY_CUSTOMER_KEY = rpcQueryKey(rpc.CustomerService.getOrCreateCustomer);

/** The signed-in person's customer record, with their settings; held back while no one is. */
export function useCustomer(viewer: Viewer | null) {
  return useRpcQuery(
    rpc.CustomerService.getOrCreateCustomer,
    { email: viewer?.email ?? '' },
    { enabled: Boolean(viewer) },
  );
}
