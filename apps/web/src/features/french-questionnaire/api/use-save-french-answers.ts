import type { MessageInitShape } from '@bufbuild/protobuf';
import { type UpdateOrderRequestSchema, type UpdateOrderResponse } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

export type OrderUpdate = Omit<
  MessageInitShape<typeof UpdateOrderRequestSchema>,
  'id' | '$typeName'
>;

/**
 * Saves French answers with UpdateOrder and puts the order, answers and
 * progress the server returns into the cached GetMyOrder.
 */
export function useSaveFrenchAnswers(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useRpcMutation(rpc.OrderService.updateOrder);
  const save = useCallback(
    async (update: OrderUpdate): Promise<UpdateOrderResponse> => {
      const response = await mutation.mutateAsync({ id: orderId, ...update });
      putOrderInCache(queryClient, response);
      return response;
    },
    [mutation, orderId, queryClient],
  );
  return { save, pending: mutation.isPending };
}
