import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/**
 * Where the account's business bank account stands with the bank
 * (GetCompanyAccountOnboarding, cached under its `rpcQueryKey`); unset
 * `onboarding` when nothing has started. Held back while `enabled` is false.
 */
export function useCompanyAccountOnboarding(
  accountId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useRpcQuery(
    rpc.CompanyAccountService.getCompanyAccountOnboarding,
    { accountId },
    { enabled: enabled && Boolean(accountId) },
  );
}
