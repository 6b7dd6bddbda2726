import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../../clock.js';
import type { Database } from '../../../../db/client.js';
import type { BackgroundTask } from '../../../../worker/background-worker.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBankPayload } from './sandbox-signature.js';
import {
  claimDueSandboxWebhooks,
  markSandboxWebhookDelivered,
  recordSandboxWebhookFailure,
  type SandboxWebhookRow,
} from './sandbox.repository.js';

/** Like Swan: a failed delivery is retried every 30 seconds, 7 times, then left for a manual retry. */
const RETRY_MS = 30_000;
const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const BATCH = 10;

export interface SandboxWebhookDeliveryOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Our own webhook route, called over HTTP as the bank would. */
  url: string;
  secret: string;
}

async function deliver(options: SandboxWebhookDeliveryOptions, row: SandboxWebhookRow) {
  let failure: string;
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBankPayload(row.payload, options.secret),
        'user-agent': 'Foundly banking sandbox',
      },
      body: row.payload,
      signal: AbortSignal.timeout(30_000),
    });
    await response.body?.cancel();
    if (response.ok) {
      await markSandboxWebhookDelivered(options.db, row.id, options.clock.now());
      return;
    }
    failure = `HTTP ${response.status}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const attempts = row.attempts + 1;
  options.logger.warn(
    { webhookId: row.id, attempts, failure },
    'Sandbox bank webhook not delivered',
  );
  await recordSandboxWebhookFailure(options.db, row.id, {
    attempts,
    lastError: failure.slice(0, 500),
    nextAttemptAt:
      attempts < MAX_ATTEMPTS ? new Date(options.clock.now().getTime() + RETRY_MS) : null,
  });
}

/**
 * Posts the sandbox bank's due webhooks to our route, signed, in random order;
 * a webhook counts as delivered only once the route answered 200, so a crash
 * between the two delivers it again (at least once).
 */
export function createSandboxWebhookDeliveryTask(
  options: SandboxWebhookDeliveryOptions,
): BackgroundTask {
  return {
    name: 'sandbox-bank-webhooks',
    async runOnce() {
      const now = options.clock.now();
      const claimed = await claimDueSandboxWebhooks(options.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
      });
      for (const row of claimed) await deliver(options, row);
      return claimed.length;
    },
  };
}
