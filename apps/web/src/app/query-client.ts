import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthenticated } from './rpc/errors.js';

/**
 * One query client for the app. Any call answered `unauthenticated` sends
 * the person to /create-customer, which signs them in again (spec 01 §7).
 */
export function createAppQueryClient(onUnauthenticated: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isUnauthenticated(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
