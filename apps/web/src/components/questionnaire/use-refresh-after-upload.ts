import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { rpc } from '../../app/rpc/methods.js';
import { rpcQueryKey } from '../../app/rpc/query.js';

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
        queryKey: rpcQueryKey(rpc.OrderService.getMyOrder),
      }),
      queryClient.invalidateQueries({
        queryKey: rpcQueryKey(rpc.DocumentService.listDocuments),
      }),
    ]);
  }, [queryClient]);
}
