import type { ServiceImpl } from '@connectrpc/connect';
import type { SubscriptionAccess as AccessName, SubscriptionStatusName } from '@foundly/domain';
import { SubscriptionAccess, SubscriptionService, SubscriptionStatus } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { getMySubscription } from './use-cases/get-my-subscription.js';

const STATUSES: Record<SubscriptionStatusName, SubscriptionStatus> = {
  active: SubscriptionStatus.ACTIVE,
  past_due: SubscriptionStatus.PAST_DUE,
  unpaid: SubscriptionStatus.UNPAID,
  cancelled: SubscriptionStatus.CANCELLED,
};

const ACCESS: Record<AccessName, SubscriptionAccess> = {
  full: SubscriptionAccess.FULL,
  grace: SubscriptionAccess.GRACE,
  read_only: SubscriptionAccess.READ_ONLY,
};

const seconds = (date: Date | null | undefined) =>
  date ? BigInt(Math.floor(date.getTime() / 1000)) : 0n;

/** The monthly plan of the caller's account (issue 18 point 7). */
export function createSubscriptionService(
  app: AppContext,
): ServiceImpl<typeof SubscriptionService> {
  return {
    async getMySubscription(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const found = await getMySubscription(app, caller, request.accountId);
      if (!found) return { subscribed: false, access: SubscriptionAccess.FULL };
      const { subscription, access, graceEndsAt } = found;
      return {
        subscribed: true,
        status: STATUSES[subscription.status],
        access: ACCESS[access],
        productId: subscription.productId,
        pastDueSince: seconds(subscription.pastDueSince),
        graceEndsAt: seconds(graceEndsAt),
        cancelledAt: seconds(subscription.cancelledAt),
        paymentUpdateUrl: subscription.paymentUpdateUrl ?? '',
      };
    },
  };
}
