import { PaymentStatus } from '@foundly/proto';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** A payment's status is asked every second after the return, like the order's (spec 01 §9). */
export const PAYMENT_POLL_INTERVAL_MS = 1000;

/** Whether the provider's webhook has settled the payment one way or the other. */
export function isPaymentSettled(status: PaymentStatus | undefined): boolean {
  return (
    status === PaymentStatus.SUCCEEDED ||
    status === PaymentStatus.FAILED ||
    status === PaymentStatus.EXPIRED
  );
}

/**
 * What became of the checkout the browser returns from (GetPaymentStatus),
 * asked again every second until the provider's webhook has settled it.
 * Held back while `enabled` is false.
 */
export function usePaymentUntilSettled(
  params: { sessionId: string; tempAuth: string },
  enabled: boolean,
) {
  return useRpcQuery(
    rpc.BillingService.getPaymentStatus,
    { sessionId: params.sessionId, tempAuth: params.tempAuth },
    {
      enabled,
      refetchInterval: (query) =>
        isPaymentSettled(query.state.data?.status) ? false : PAYMENT_POLL_INTERVAL_MS,
    },
  );
}
