import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isPermissionDenied, isUnauthenticated } from './rpc/errors.js';

/**
 * One query client for the back-office. Any call answered `unauthenticated`
 * sends the operator to the sign-in page; neither it nor `permission_denied`
 * is retried, since asking again cannot change the answer.
 */
export function createOpsQueryClient(onUnauthenticated: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failureCount, error) =>
          !isUnauthenticated(error) && !isPermissionDenied(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
