import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/**
 * Changes the signed-in person's password; refused with
 * REAUTHENTICATION_REQUIRED when they signed in too long ago.
 */
export function useUpdatePassword() {
  return useRpcMutation(rpc.CustomerService.updateCustomerPassword);
}
