import type { UseQueryOptions } from '@tanstack/react-query';
import type { RpcError } from '@foundly/app-kit';
import type { GetCompanyAccountOnboardingResponse } from '@foundly/proto';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/**
 * Where the account's business bank account stands with the bank
 * (GetCompanyAccountOnboarding, cached under its `rpcQueryKey`); unset
 * `onboarding` when nothing has started. Held back while `enabled` is false;
 * asked again at `refetchInterval`.
 */
export function useCompanyAccountOnboarding(
  accountId: string,
  {
    enabled = true,
    refetchInterval,
  }: {
    enabled?: boolean;
    refetchInterval?: UseQueryOptions<
      GetCompanyAccountOnboardingResponse,
      RpcError
    >['refetchInterval'];
  } = {},
) {
  return useRpcQuery(
    rpc.CompanyAccountService.getCompanyAccountOnboarding,
    { accountId },
    { enabled: enabled && Boolean(accountId), refetchInterval },
  );
}
