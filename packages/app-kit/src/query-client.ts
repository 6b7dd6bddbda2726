import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { readRpcFailure, isUnauthenticated } from './rpc/read-rpc-failure.js';
import type { Code } from './rpc/rpc-error.js';

export interface AppQueryClientOptions {
  /** Called on any call answered `unauthenticated`: the app signs the person in again. */
  onUnauthenticated(): void;
  /** How long an answer is fresh, in milliseconds: 30 s unless the app says otherwise. */
  staleTime?: number;
  /** Answers besides `unauthenticated` that asking again cannot change: never retried. */
  finalCodes?: readonly Code[];
}

/**
 * The query client of an app: a query that fails is asked twice more, unless
 * its answer is final; no query is asked again because the window got focus.
 */
export function createAppQueryClient({
  onUnauthenticated,
  staleTime = 30_000,
  finalCodes = [],
}: AppQueryClientOptions): QueryClient {
  const handle = (error: unknown) => {
    if (isUnauthenticated(error)) onUnauthenticated();
  };
  const isFinal = (error: unknown) =>
    isUnauthenticated(error) || finalCodes.includes(readRpcFailure(error).code);
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        staleTime,
        retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
