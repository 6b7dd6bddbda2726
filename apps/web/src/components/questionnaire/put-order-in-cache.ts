import {
  type GetMyOrderResponse,
  type Order,
  type Questionnaire,
  type QuestionnaireProgress,
} from '@foundly/proto';
import type { QueryClient } from '@tanstack/react-query';
import { rpc } from '../../app/rpc/methods.js';
import { rpcQueryKey } from '../../app/rpc/query.js';

/**
 * Puts what a save or a confirmation returned into the cached GetMyOrder, so
 * every screen sees the new answers, status and progress without a request.
 */
export function putOrderInCache(
  queryClient: QueryClient,
  response: { order?: Order; questionnaire?: Questionnaire; progress?: QuestionnaireProgress },
) {
  queryClient.setQueriesData<GetMyOrderResponse>(
    {
      queryKey: rpcQueryKey(rpc.OrderService.getMyOrder),
    },
    (cached) =>
      cached && {
        ...cached,
        order: response.order ?? cached.order,
        questionnaire: response.questionnaire ?? cached.questionnaire,
        progress: response.progress ?? cached.progress,
      },
  );
}
