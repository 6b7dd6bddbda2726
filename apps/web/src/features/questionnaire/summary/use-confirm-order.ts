import { ErrorCode } from '@foundly/domain';
import { readRpcFailure } from '@foundly/app-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { putOrderInCache } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';
import { useAdvance } from '../step-context.js';
import { fromFieldViolations, type IssueToFix } from './submission-issue.js';

/**
 * Sends the questionnaire with ConfirmOrder, puts the order and progress the
 * server returns into the cached order (the next screens see the new status
 * at once) and moves on. A refusal names the steps to fix (`refused`, undefined
 * until the server refused); any other failure is a translated message.
 */
export function useConfirmOrder(orderId: string) {
  const { t, tDynamic } = useI18n();
  const queryClient = useQueryClient();
  const advance = useAdvance();
  const mutation = useRpcMutation(rpc.OrderService.confirmOrder);
  const [refused, setRefused] = useState<IssueToFix[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = useCallback(async () => {
    setFailure(undefined);
    try {
      const response = await mutation.mutateAsync({ id: orderId });
      putOrderInCache(queryClient, response);
      if (response.progress) await advance(response.progress);
    } catch (error) {
      const rpcFailure = readRpcFailure(error);
      if (rpcFailure.reason === ErrorCode.SubmissionIncomplete) {
        setRefused(fromFieldViolations(rpcFailure.fields));
      } else {
        setFailure(tDynamic(`errors.${rpcFailure.reason ?? 'INTERNAL'}`, t('errors.INTERNAL')));
      }
    }
  }, [advance, mutation, orderId, queryClient, t, tDynamic]);
  return { confirm, pending: mutation.isPending, refused, failure };
}
