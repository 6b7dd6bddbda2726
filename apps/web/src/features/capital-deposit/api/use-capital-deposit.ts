import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/**
 * The capital deposit of the founder's order as the bank reports it
 * (GetCapitalDeposit, cached under its `rpcQueryKey`); `capitalDeposit` is
 * unset until the deposit is opened. Held back while `enabled` is false.
 */
export function useCapitalDeposit(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useRpcQuery(
    rpc.CapitalDepositService.getCapitalDeposit,
    { orderId },
    { enabled: enabled && Boolean(orderId) },
  );
}
