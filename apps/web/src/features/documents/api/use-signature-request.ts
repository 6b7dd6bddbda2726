import { SignatureRequestStatus } from '@foundly/proto';
import { useEffect } from 'react';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';
import { useRefreshOrder } from '../../order/api/current-order.js';

/** How often the request is asked again while the signing partner prepares it. */
export const SIGNATURE_POLL_INTERVAL_MS = 3_000;

/**
 * The newest signature request of the order. While the documents are being
 * prepared the signing link is not known yet, so the request is asked again
 * every 3 s until the partner has it; once it is signed the order has moved
 * on (the signature drives the status), so the order is reloaded and the
 * page showing it can lead on.
 */
export function useSignatureRequest(orderId: string | undefined, enabled = true) {
  const refreshOrder = useRefreshOrder();
  const query = useRpcQuery(
    rpc.SignatureService.getMySignatureRequest,
    { orderId: orderId ?? '' },
    {
      enabled: enabled && Boolean(orderId),
      refetchInterval: (current) =>
        current.state.data?.request?.status === SignatureRequestStatus.PREPARING
          ? SIGNATURE_POLL_INTERVAL_MS
          : false,
    },
  );
  const signed = query.data?.request?.status === SignatureRequestStatus.SIGNED;
  useEffect(() => {
    if (signed) void refreshOrder();
  }, [signed, refreshOrder]);
  return query;
}
