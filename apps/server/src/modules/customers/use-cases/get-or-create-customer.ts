import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { recordAnalyticsEvent } from '../../analytics/index.js';
import { findCustomerByUserId, insertCustomerIfMissing } from '../customers.repository.js';

/**
 * The caller's customer record, created on first call. Two tabs calling at
 * once create one record: the unique user id decides, and only the call that
 * inserted it reports `created` and records the signup event.
 */
export async function getOrCreateCustomer(
  app: AppContext,
  caller: Caller,
  input: { email: string; country: string },
) {
  if (input.email && input.email.trim().toLowerCase() !== caller.email.toLowerCase()) {
    throw new DomainError(ErrorCode.NotYours, 'The e-mail is not the signed-in user’s');
  }
  return app.db.transaction(async (tx) => {
    const inserted = await insertCustomerIfMissing(tx, {
      userId: caller.userId,
      name: caller.name,
      email: caller.email.toLowerCase(),
    });
    if (inserted) {
      await recordAnalyticsEvent(tx, {
        name: 'signup',
        userId: caller.userId,
        properties: input.country ? { country: input.country } : {},
      });
      return { customer: inserted, created: true };
    }
    const existing = await findCustomerByUserId(tx, caller.userId);
    if (!existing) throw new DomainError(ErrorCode.Internal, 'Customer vanished during creation');
    return { customer: existing, created: false };
  });
}
