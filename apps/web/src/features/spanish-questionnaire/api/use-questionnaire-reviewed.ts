import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/**
 * Accepts the summary with QuestionnaireReviewed and puts the order and
 * progress it returns into the cached order: the hub sees the new status
 * without a request.
 */
export function useQuestionnaireReviewed(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useRpcMutation(rpc.OrderService.questionnaireReviewed);
  const review = useCallback(async () => {
    const response = await mutation.mutateAsync({ id: orderId });
    putOrderInCache(queryClient, response);
    return response;
  }, [mutation, orderId, queryClient]);
  return { review, pending: mutation.isPending };
}
