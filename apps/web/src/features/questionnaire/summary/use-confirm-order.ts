import { type ConfirmOrderResponse } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/**
 * Sends the questionnaire with ConfirmOrder and puts the order and progress
 * the server returns into the cached order, so the next screens see the new
 * status at once.
 */
export function useConfirmOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useRpcMutation(rpc.OrderService.confirmOrder);
  const confirm = useCallback(async (): Promise<ConfirmOrderResponse> => {
    const response = await mutation.mutateAsync({ id: orderId });
    putOrderInCache(queryClient, response);
    return response;
  }, [mutation, orderId, queryClient]);
  return { confirm, pending: mutation.isPending };
}
