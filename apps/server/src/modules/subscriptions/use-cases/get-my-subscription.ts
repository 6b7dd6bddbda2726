import { DomainError, ErrorCode, getGraceEnd, getSubscriptionAccess } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findAccountSubscription, isAccountOfUser } from '../subscriptions.repository.js';

/**
 * The plan of one of the caller's accounts and what it allows now. A
 * malformed id is invalid_argument, anyone else's account not_found.
 */
export async function getMySubscription(app: AppContext, caller: Caller, accountId: string) {
  if (!isUuid(accountId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid argument: account_id', [
      {
        field: 'account_id',
        message: accountId ? 'errors.field.invalid' : 'errors.field.required',
      },
    ]);
  }
  if (!(await isAccountOfUser(app.db, caller.userId, accountId))) {
    throw new DomainError(ErrorCode.AccountNotFound, 'Missing customer or account ID.');
  }
  const subscription = await findAccountSubscription(app.db, accountId);
  if (!subscription) return undefined;
  return {
    subscription,
    access: getSubscriptionAccess(subscription, app.clock.now()),
    graceEndsAt:
      subscription.status === 'past_due' && subscription.pastDueSince
        ? getGraceEnd(subscription.pastDueSince)
        : undefined,
  };
}
