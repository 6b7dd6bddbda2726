import { createConnectQueryKey, useQuery } from '@connectrpc/connect-query';
import { BackofficeService } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The whole file, as GetOrderFile answers it. */
export function useOrderFile(orderId: string) {
  return useQuery(BackofficeService.method.getOrderFile, { orderId });
}

/**
 * Reloads the file after a change; `listToo` when the change shows in the
 * files list as well (status, waiting on, updated date).
 */
export function useRefreshOrderFile(orderId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ listToo = false }: { listToo?: boolean } = {}) => {
      const refreshes = [
        queryClient.invalidateQueries({
          queryKey: createConnectQueryKey({
            schema: BackofficeService.method.getOrderFile,
            input: { orderId },
            cardinality: 'finite',
          }),
        }),
      ];
      if (listToo) {
        refreshes.push(
          queryClient.invalidateQueries({
            queryKey: createConnectQueryKey({
              schema: BackofficeService.method.listOrders,
              cardinality: undefined,
            }),
          }),
        );
      }
      await Promise.all(refreshes);
    },
    [orderId, queryClient],
  );
}
