import { createConnectQueryKey, useMutation } from '@connectrpc/connect-query';
import { OrderService, type ConfirmOrderResponse, type GetMyOrderResponse } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Sends the questionnaire with ConfirmOrder and puts the order and progress
 * the server returns into the cached GetMyOrder, so the next screens see the
 * new status at once.
 */
export function useConfirmOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(OrderService.method.confirmOrder);
  const confirm = useCallback(async (): Promise<ConfirmOrderResponse> => {
    const response = await mutation.mutateAsync({ id: orderId });
    queryClient.setQueriesData<GetMyOrderResponse>(
      {
        queryKey: createConnectQueryKey({
          schema: OrderService.method.getMyOrder,
          cardinality: 'finite',
        }),
      },
      (cached) =>
        cached && {
          ...cached,
          order: response.order ?? cached.order,
          progress: response.progress ?? cached.progress,
        },
    );
    return response;
  }, [mutation, orderId, queryClient]);
  return { confirm, pending: mutation.isPending };
}
