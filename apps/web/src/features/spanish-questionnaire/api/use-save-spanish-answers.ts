import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  type UpdateQuestionnaireRequestSchema,
  type UpdateQuestionnaireResponse,
} from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

export type QuestionnaireUpdate = Omit<
  MessageInitShape<typeof UpdateQuestionnaireRequestSchema>,
  'id' | '$typeName'
>;

/**
 * Saves Spanish answers with UpdateQuestionnaire and puts the order, answers
 * and progress the server returns into the cached GetMyOrder.
 */
export function useSaveSpanishAnswers(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useRpcMutation(rpc.OrderService.updateQuestionnaire);
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
