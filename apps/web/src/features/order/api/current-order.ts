import {
  type GetMyOrderResponse,
  type Order,
  type Questionnaire,
  type QuestionnaireProgress,
} from '@foundly/proto';
import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useArea } from '../../../app/area/use-area.js';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey } from '../../../app/rpc/query.js';
import type { RpcError } from '@foundly/app-kit';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';
import { orderQuery } from './order-query.js';

/*
 * The founder's order as the screens see it: read (useCurrentOrder), given what
 * a save answered (putOrderInCache) or reloaded (useRefreshOrder), each in one
 * way only. One module, so that a page showing the order fetches it as one
 * small chunk; the loaders' query is in order-query.ts, part of the app's entry.
 */

/** The key of the cached order whatever its id: what a save writes to and a refresh reloads. */
const ANY_ORDER_KEY = rpcQueryKey(rpc.OrderService.getMyOrder);

export interface CurrentOrderOptions {
  /** False holds the query back (it is held anyway while the account has no order). */
  enabled?: boolean;
  /** Asks again at this interval, e.g. while a payment is being confirmed. */
  refetchInterval?: UseQueryOptions<GetMyOrderResponse, RpcError>['refetchInterval'];
}

/** The current order with its customer, kept fresh by the query cache. */
export function useCurrentOrder({ enabled = true, ...options }: CurrentOrderOptions = {}) {
  const { account } = useArea();
  const transport = useRpcTransport();
  const orderId = account?.orderId ?? '';
  return useQuery({
    ...orderQuery(transport, orderId),
    ...options,
    enabled: enabled && Boolean(orderId),
  });
}

/**
 * Puts what a save or a confirmation returned into the cached order, so
 * every screen sees the new answers, status and progress without a request.
 */
export function putOrderInCache(
  queryClient: QueryClient,
  response: { order?: Order; questionnaire?: Questionnaire; progress?: QuestionnaireProgress },
) {
  queryClient.setQueriesData<GetMyOrderResponse>(
    { queryKey: ANY_ORDER_KEY },
    (cached) =>
      cached && {
        ...cached,
        order: response.order ?? cached.order,
        questionnaire: response.questionnaire ?? cached.questionnaire,
        progress: response.progress ?? cached.progress,
      },
  );
}

/**
 * Reloads the order and its documents list once the server has changed them
 * without answering with the order: an upload that fills a questionnaire
 * reference or a deletion, a save answered without the order, the signature.
 * Only what is on screen is asked again; the rest is asked when next shown.
 * Resolves once they are reloaded.
 */
export function useRefreshOrder(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ANY_ORDER_KEY }),
      queryClient.invalidateQueries({ queryKey: rpcQueryKey(rpc.DocumentService.listDocuments) }),
    ]);
  }, [queryClient]);
}
