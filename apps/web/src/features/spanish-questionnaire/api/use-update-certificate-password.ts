import { type GetMyOrderResponse, type UpdateCertificatePasswordResponse } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey, useRpcMutation } from '../../../app/rpc/query.js';

/**
 * Sends the certificate's password: the server opens the stored file with it
 * and answers with what the certificate says, the order and the progress,
 * which replace the cached ones.
 */
export function useUpdateCertificatePassword(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useRpcMutation(rpc.OrderService.updateCertificatePassword);
  const send = useCallback(
    async (password: string): Promise<UpdateCertificatePasswordResponse> => {
      const response = await mutation.mutateAsync({ orderId, password });
      putOrderInCache(queryClient, response);
      queryClient.setQueriesData<GetMyOrderResponse>(
        {
          queryKey: rpcQueryKey(rpc.OrderService.getMyOrder),
        },
        (cached) => cached && { ...cached, certificate: response.certificate },
      );
      return response;
    },
    [mutation, orderId, queryClient],
  );
  return { send, pending: mutation.isPending };
}
