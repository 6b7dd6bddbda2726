import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/** Opens the card checkout of the business account's subscription: answers with its address. */
export function useSubscribeBusinessAccount() {
  return useRpcMutation(rpc.CompanyAccountService.subscribeBusinessAccount);
}
