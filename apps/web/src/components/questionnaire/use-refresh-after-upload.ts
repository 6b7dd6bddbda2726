import { createConnectQueryKey } from '@connectrpc/connect-query';
import { DocumentService, OrderService } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After an upload that fills a questionnaire reference (or a deletion), the
 * order's references and progress and the documents list have changed on the
 * server: reload exactly those. Resolves once they are reloaded.
 */
export function useRefreshAfterUpload(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: OrderService.method.getMyOrder,
          cardinality: 'finite',
        }),
      }),
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({
          schema: DocumentService.method.listDocuments,
          cardinality: 'finite',
        }),
      }),
    ]);
  }, [queryClient]);
}
