import type { VerifactuRecord } from '@foundly/domain';
import type { AppContext } from '../../app-context.js';
import type { BackgroundTask } from '../../worker/background-worker.js';
import { getRetryDelayMs } from '../../worker/retry-delay.js';
import type { VerifactuSubmitter } from './adapters/verifactu-submitter.js';
import {
  claimDueSubmissions,
  updateSubmission,
  type VerifactuRecordRow,
  type VerifactuSubmissionRow,
} from './verifactu.repository.js';

/** Long enough for the slowest answer of the AEAT; a worker that died releases its rows after it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;

async function submitOne(
  app: AppContext,
  submitter: VerifactuSubmitter,
  row: { submission: VerifactuSubmissionRow; record: VerifactuRecordRow },
) {
  const record = row.record.record as unknown as VerifactuRecord;
  const attempts = row.submission.attempts + 1;
  try {
    const answer = await submitter.submit({
      issuer: { nif: row.record.issuerNif, name: row.record.issuerName },
      record,
    });
    const now = app.clock.now();
    await updateSubmission(app.db, row.record.id, {
      status: answer.status,
      attempts,
      csv: answer.csv ?? null,
      errorCode: answer.errorCode ?? null,
      errorDescription: answer.errorDescription ?? null,
      lastError: null,
      lockedUntil: null,
      answeredAt: now,
      updatedAt: now,
    });
    app.logger.info(
      { recordId: row.record.id, status: answer.status, errorCode: answer.errorCode },
      'Veri*Factu record submitted',
    );
  } catch (error) {
    const now = app.clock.now();
    app.logger.warn(
      { err: error, recordId: row.record.id, attempts },
      'Veri*Factu record not submitted',
    );
    await updateSubmission(app.db, row.record.id, {
      attempts,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + getRetryDelayMs(attempts)),
      lockedUntil: null,
      updatedAt: now,
    });
  }
}

/**
 * The background task that sends the Veri*Factu records to the AEAT, each
 * written pending with the factura (docs/adr/0005): due rows claimed with
 * SKIP LOCKED and leased, the earliest pending record of each issuer first.
 * A failure to reach the service is retried with back-off; the answer
 * (accepted, accepted with errors, rejected) ends the submission. Only the
 * submission row changes: the record and its chain never do.
 */
export function createVerifactuSubmissionTask(
  app: AppContext,
  submitter: VerifactuSubmitter,
): BackgroundTask {
  return {
    name: 'verifactu-submission',
    async runOnce() {
      const now = app.clock.now();
      const claimed = await claimDueSubmissions(app.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
      });
      for (const row of claimed) await submitOne(app, submitter, row);
      return claimed.length;
    },
  };
}
