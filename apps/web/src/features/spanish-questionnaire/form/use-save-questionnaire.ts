import { useMutation } from '@connectrpc/connect-query';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  OrderService,
  type UpdateQuestionnaireRequestSchema,
  type UpdateQuestionnaireResponse,
} from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../../components/questionnaire/put-order-in-cache.js';

export type QuestionnaireUpdate = Omit<
  MessageInitShape<typeof UpdateQuestionnaireRequestSchema>,
  'id' | '$typeName'
>;

/** Saves Spanish answers with UpdateQuestionnaire and puts what the server returns into the cached order. */
export function useSaveQuestionnaire(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(OrderService.method.updateQuestionnaire);
  const save = useCallback(
    async (update: QuestionnaireUpdate): Promise<UpdateQuestionnaireResponse> => {
      const response = await mutation.mutateAsync({ id: orderId, ...update });
      putOrderInCache(queryClient, response);
      return response;
    },
    [mutation, orderId, queryClient],
  );
  return { save, pending: mutation.isPending };
}
