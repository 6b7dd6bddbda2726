import { DEFAULT_LOCALE, isLocale } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { BackgroundTask } from '../../../worker/background-worker.js';
import { getRetryDelayMs } from '../../../worker/retry-delay.js';
import { BankingProviderError } from '../adapters/banking-provider.js';
import {
  claimDueDeposits,
  findOrderCompanyName,
  listShareholders,
  lockDeposit,
  updateDeposit,
  type CapitalDepositRow,
} from '../banking.repository.js';
import { applyBankCase } from './apply-bank-case.js';

/** Long enough for the slowest bank call; a worker that died releases its rows after it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 5;

/**
 * Opens one deposit at the bank (our deposit id as the case's external id,
 * so that a retry is the same case), then records the case and applies what
 * the bank says of it in one transaction, under the deposit's lock.
 */
async function openDeposit(app: AppContext, deposit: CapitalDepositRow) {
  const shareholders = await listShareholders(app.db, deposit.id);
  const locale = shareholders[0]?.locale;
  const bankCase = await app.banking.openCapitalDeposit({
    externalId: deposit.id,
    companyName: await findOrderCompanyName(app.db, deposit.orderId),
    currency: 'EUR',
    shareholders: shareholders.map((shareholder) => ({
      firstName: shareholder.firstName,
      lastName: shareholder.lastName,
      email: shareholder.email,
      locale: isLocale(shareholder.locale) ? shareholder.locale : DEFAULT_LOCALE,
      amountCents: shareholder.amountCents,
    })),
    redirectUrl: `${app.config.baseUrl}/fr/${isLocale(locale) ? locale : 'fr-fr'}/capital-deposit`,
  });
  await app.db.transaction(async (tx) => {
    const locked = await lockDeposit(tx, deposit.id);
    if (!locked || locked.providerCaseId) return;
    const opened = await updateDeposit(tx, locked.id, {
      providerCaseId: bankCase.id,
      nextAttemptAt: null,
      lastError: null,
      attempts: locked.attempts + 1,
    });
    await applyBankCase(tx, app, opened, bankCase, undefined);
  });
  app.logger.info({ depositId: deposit.id, caseId: bankCase.id }, 'Capital deposit opened');
}

async function runOpening(app: AppContext, deposit: CapitalDepositRow) {
  try {
    await openDeposit(app, deposit);
  } catch (error) {
    const attempts = deposit.attempts + 1;
    const now = app.clock.now();
    // Data the bank refuses will not become right by waiting: the team fixes the file and retries.
    const retry = !(error instanceof BankingProviderError && error.kind === 'invalid');
    app.logger.warn(
      { err: error, depositId: deposit.id, attempts, retry },
      'Capital deposit not opened',
    );
    await updateDeposit(app.db, deposit.id, {
      attempts,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      nextAttemptAt: retry ? new Date(now.getTime() + getRetryDelayMs(attempts)) : null,
      updatedAt: now,
    });
  }
}

/**
 * The background task that opens at the bank the deposits written with the
 * orders' move to AWAITING_CD. Rows are claimed with FOR UPDATE SKIP LOCKED
 * and leased, so one deposit is never opened twice at once, whatever the
 * number of instances; a deposit once opened is never claimed again.
 */
export function createCapitalDepositOpeningTask(app: AppContext): BackgroundTask {
  return {
    name: 'capital-deposit-opening',
    async runOnce() {
      const now = app.clock.now();
      const claimed = await claimDueDeposits(app.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
      });
      for (const deposit of claimed) await runOpening(app, deposit);
      return claimed.length;
    },
  };
}
