import {
  BANK_ATTEMPTS_BEFORE_ALERT,
  DEFAULT_LOCALE,
  getBankRetryDelaySeconds,
  isLocale,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { BackgroundTask } from '../../../worker/background-worker.js';
import {
  claimDueOnboardings,
  findOrderForBusinessAccount,
  markOnboardingOpened,
  recordOnboardingFailure,
  type CompanyAccountRow,
} from '../company-account.repository.js';

/** How long a claimed business account is held by the instance asking the bank. */
const LEASE_SECONDS = 120;

async function openOnboarding(app: AppContext, row: CompanyAccountRow) {
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const order = await findOrderForBusinessAccount(app.db, row.orderId);
  try {
    const onboarding = await app.companyAccountOnboarding.createOnboarding({
      externalId: row.id,
      email: row.email,
      companyName: order?.companyName ?? '',
      locale,
      redirectUrl: `${app.config.baseUrl}/fr/${locale}/my-account`,
    });
    await markOnboardingOpened(app.db, row.id, { ...onboarding, at: app.clock.now() });
  } catch (error) {
    const log = { err: error, companyAccountId: row.id, attempts: row.attempts };
    if (row.attempts >= BANK_ATTEMPTS_BEFORE_ALERT) {
      app.logger.error(log, 'The bank keeps refusing to open a paid business account onboarding');
    } else {
      app.logger.warn(log, 'Could not open the bank onboarding; retrying');
    }
    const now = app.clock.now();
    await recordOnboardingFailure(app.db, row.id, {
      lastError: error instanceof Error ? error.message : String(error),
      nextAttemptAt: new Date(now.getTime() + getBankRetryDelaySeconds(row.attempts) * 1000),
      at: now,
    });
  }
}

/**
 * Asks the bank for the onboarding of each paid business account, in the
 * background (ADR 5): claimed with FOR UPDATE SKIP LOCKED and leased, so that
 * instances never ask twice at once; a bank that is down is asked again later
 * (30 s, doubling, at most hourly), and nothing paid for is lost.
 */
export function createOpenBankOnboardingsTask(app: AppContext): BackgroundTask {
  return {
    name: 'open-bank-onboardings',
    async runOnce() {
      const now = app.clock.now();
      const due = await claimDueOnboardings(app.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_SECONDS * 1000),
        limit: 10,
      });
      for (const row of due) await openOnboarding(app, row);
      return due.length;
    },
  };
}
