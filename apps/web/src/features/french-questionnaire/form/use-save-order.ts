import { createConnectQueryKey, useMutation } from '@connectrpc/connect-query';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  OrderService,
  type GetMyOrderResponse,
  type UpdateOrderRequestSchema,
  type UpdateOrderResponse,
} from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type OrderUpdate = Omit<
  MessageInitShape<typeof UpdateOrderRequestSchema>,
  'id' | '$typeName'
>;

/**
 * Saves answers with UpdateOrder and puts the merged order, questionnaire and
 * progress the server returns into the cached GetMyOrder, so every screen
 * sees them without another request.
 */
export function useSaveOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(OrderService.method.updateOrder);
  const save = useCallback(
    async (update: OrderUpdate): Promise<UpdateOrderResponse> => {
      const response = await mutation.mutateAsync({ id: orderId, ...update });
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
            questionnaire: response.questionnaire ?? cached.questionnaire,
            progress: response.progress ?? cached.progress,
          },
      );
      return response;
    },
    [mutation, orderId, queryClient],
  );
  return { save, pending: mutation.isPending };
}
