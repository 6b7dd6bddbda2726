import { createConnectQueryKey } from '@connectrpc/connect-query';
import {
  OrderService,
  type GetMyOrderResponse,
  type Order,
  type Questionnaire,
  type QuestionnaireProgress,
} from '@foundly/proto';
import type { QueryClient } from '@tanstack/react-query';

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
}
