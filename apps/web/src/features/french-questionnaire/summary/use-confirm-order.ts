import { useMutation } from '@connectrpc/connect-query';
import { OrderService, type ConfirmOrderResponse } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../../components/questionnaire/put-order-in-cache.js';

/**
 * Sends the questionnaire with ConfirmOrder and puts the order and progress
 * the server returns into the cached order, so the next screens see the new
 * status at once.
 */
export function useConfirmOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(OrderService.method.confirmOrder);
  const confirm = useCallback(async (): Promise<ConfirmOrderResponse> => {
    const response = await mutation.mutateAsync({ id: orderId });
    putOrderInCache(queryClient, response);
    return response;
  }, [mutation, orderId, queryClient]);
  return { confirm, pending: mutation.isPending };
}
