import type { AppContext } from '../../../app-context.js';
import type { BankWebhookEvent } from '../adapters/company-account-onboarding-provider.js';
import {
  findCompanyAccountByOnboarding,
  markCompanyAccountCompleted,
  recordBankEvent,
} from '../company-account.repository.js';

export type BankEventResult =
  | { kind: 'duplicate' }
  | { kind: 'ignored' }
  | { kind: 'unknown' }
  | { kind: 'unchanged' }
  | { kind: 'completed'; companyAccountId: string };

/**
 * Applies one authenticated bank event. The envelope only names what changed,
 * so the onboarding is read again from the bank first (a bank that does not
 * answer fails the call, and the bank delivers it again); then, in one
 * transaction, the event id is recorded (a redelivery stops there) and a
 * finalized onboarding completes the business account by compare-and-set, so
 * that two deliveries, or two instances, change it once. An event about an
 * onboarding we do not know is acknowledged and logged.
 */
export async function applyBankEvent(
  app: AppContext,
  event: BankWebhookEvent,
): Promise<BankEventResult> {
  if (!event.eventType.startsWith('Onboarding.')) {
    const recorded = await recordBankEvent(app.db, event);
    return recorded ? { kind: 'ignored' } : { kind: 'duplicate' };
  }
  const companyAccount = await findCompanyAccountByOnboarding(app.db, event.resourceId);
  const onboarding = companyAccount
    ? await app.companyAccountOnboarding.getOnboarding(event.resourceId)
    : undefined;
  const result = await app.db.transaction(async (tx): Promise<BankEventResult> => {
    if (!(await recordBankEvent(tx, event))) return { kind: 'duplicate' };
    if (!companyAccount) return { kind: 'unknown' };
    if (onboarding?.status !== 'finalized' || !onboarding.bankPortalUrl) {
      return { kind: 'unchanged' };
    }
    const completed = await markCompanyAccountCompleted(tx, companyAccount.id, {
      bankPortalUrl: onboarding.bankPortalUrl,
      membershipId: onboarding.legalRepresentativeMembershipId,
      at: app.clock.now(),
    });
    return completed
      ? { kind: 'completed', companyAccountId: completed.id }
      : { kind: 'unchanged' };
  });
  const log = { eventId: event.eventId, type: event.eventType, result: result.kind };
  if (result.kind === 'unknown') app.logger.warn(log, 'Bank event about an unknown onboarding');
  else app.logger.info(log, 'Bank event');
  return result;
}
