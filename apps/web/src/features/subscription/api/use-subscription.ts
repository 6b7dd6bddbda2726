import { SubscriptionAccess, SubscriptionStatus } from '@foundly/proto';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** The account's monthly plan as it stands (GetMySubscription). */
export function useSubscription(accountId: string) {
  return useRpcQuery(
    rpc.SubscriptionService.getMySubscription,
    { accountId },
    { enabled: Boolean(accountId) },
  );
}

/** Whether the account's plan has ended or is unpaid past its grace: the books are read-only. */
export function useIsPlanReadOnly(accountId: string): boolean {
  return useSubscription(accountId).data?.access === SubscriptionAccess.READ_ONLY;
}

/** Whether a renewal is owed (past due or unpaid): the banner shows. */
export function isPaymentOwed(status: SubscriptionStatus | undefined): boolean {
  return status === SubscriptionStatus.PAST_DUE || status === SubscriptionStatus.UNPAID;
}
