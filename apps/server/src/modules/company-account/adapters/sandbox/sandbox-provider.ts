import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../../clock.js';
import type { Database, Executor } from '../../../../db/client.js';
import type { BackgroundTask } from '../../../../worker/background-worker.js';
import { readBankWebhookBody } from '../bank-webhook-body.js';
import type {
  BankWebhookEvent,
  CompanyAccountOnboardingProvider,
  CompanyOnboardingState,
  CreateCompanyOnboardingInput,
  CreatedCompanyOnboarding,
} from '../company-account-onboarding-provider.js';
import {
  signSandboxPayload,
  SANDBOX_SIGNATURE_HEADER,
  verifySandboxSignature,
} from './sandbox-signature.js';
import {
  claimDueSandboxWebhooks,
  findSandboxOnboarding,
  findSandboxOnboardingByExternalId,
  findSandboxOnboardingByTokenHash,
  insertSandboxOnboarding,
  insertSandboxWebhook,
  lockSandboxOnboarding,
  recordSandboxWebhookResult,
  updateSandboxOnboarding,
  type SandboxOnboardingRow,
} from './sandbox.repository.js';

/** Where the sandbox's pages live; under /api so that the Vite dev proxy reaches them. */
export const SANDBOX_BANK_PATH = '/api/company-account/sandbox';

/** Swan retries a webhook every 30 seconds, 7 times after the first try. */
const WEBHOOK_RETRY_SECONDS = 30;
const WEBHOOK_MAX_ATTEMPTS = 8;
/** How long a claimed webhook is held by the instance posting it. */
const WEBHOOK_LEASE_SECONDS = 60;

export interface SandboxBankOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  baseUrl: string;
  webhookSecret: string;
  /** The server's own webhook route, called over HTTP as the bank would. */
  webhookPath: string;
}

/** What the onboarding page does after the founder's choice. */
export type SandboxOnboardingOutcome =
  | { kind: 'finalized'; row: SandboxOnboardingRow }
  | { kind: 'invalid'; row: SandboxOnboardingRow }
  | { kind: 'closed'; row: SandboxOnboardingRow | undefined };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const createSandboxId = () => crypto.randomUUID();

/**
 * The embedded stand-in for Swan's company onboarding: onboardings in its own
 * table with Swan's states (ongoing with Valid or Invalid information, then
 * Finalized with an account and the legal representative's membership), an
 * onboarding page served by this server, a small web banking page, and Swan's
 * webhook envelope (`Onboarding.Created`, `Onboarding.Updated`,
 * `Account.Created`) written to an outbox in the transaction of the change and
 * posted, signed (HMAC-SHA256), until our route accepts it: at least once.
 */
export class SandboxOnboardingProvider implements CompanyAccountOnboardingProvider {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxBankOptions) {}

  /** A repeated external id (our retry) is the same onboarding: its link is renewed. */
  async createOnboarding(input: CreateCompanyOnboardingInput): Promise<CreatedCompanyOnboarding> {
    const { db } = this.options;
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    return db.transaction(async (tx) => {
      const existing = await findSandboxOnboardingByExternalId(tx, input.externalId);
      if (existing) {
        await updateSandboxOnboarding(tx, existing.id, {
          tokenHash: hashToken(token),
          updatedAt: now,
        });
        return { onboardingId: existing.id, onboardingUrl: this.getOnboardingUrl(token) };
      }
      const row = await insertSandboxOnboarding(tx, {
        id: createSandboxId(),
        externalId: input.externalId,
        tokenHash: hashToken(token),
        email: input.email,
        companyName: input.companyName,
        locale: input.locale,
        redirectUrl: input.redirectUrl,
        state: 'ongoing',
        status: 'Valid',
        createdAt: now,
        updatedAt: now,
      });
      await this.queueWebhook(tx, 'Onboarding.Created', row.id);
      return { onboardingId: row.id, onboardingUrl: this.getOnboardingUrl(token) };
    });
  }

  async getOnboarding(onboardingId: string): Promise<CompanyOnboardingState | undefined> {
    const row = await findSandboxOnboarding(this.options.db, onboardingId);
    if (!row) return undefined;
    const membershipId = row.legalRepresentativeMembershipId ?? undefined;
    return {
      onboardingId: row.id,
      status:
        row.status === 'Finalized' ? 'finalized' : row.status === 'Invalid' ? 'invalid' : 'valid',
      legalRepresentativeMembershipId: membershipId,
      bankPortalUrl: membershipId ? this.getBankPortalUrl(membershipId) : undefined,
    };
  }

  parseWebhook(rawBody: Buffer, headers: Headers, receivedAt: Date): BankWebhookEvent {
    verifySandboxSignature(
      rawBody,
      headers.get(SANDBOX_SIGNATURE_HEADER),
      this.options.webhookSecret,
      receivedAt,
    );
    return readBankWebhookBody(rawBody);
  }

  findByToken(token: string) {
    return findSandboxOnboardingByTokenHash(this.options.db, hashToken(token));
  }

  /**
   * The founder finishes the onboarding: finalized once, with an account and
   * the legal representative's membership (the row is locked, so a double
   * click or a second tab finds it finalized), and the bank's webhooks queued.
   */
  async finalize(token: string): Promise<SandboxOnboardingOutcome> {
    return this.options.db.transaction(async (tx) => {
      const found = await findSandboxOnboardingByTokenHash(tx, hashToken(token));
      const row = found && (await lockSandboxOnboarding(tx, found.id));
      if (row?.state !== 'ongoing') return { kind: 'closed', row };
      const finalized = await updateSandboxOnboarding(tx, row.id, {
        state: 'finalized',
        status: 'Finalized',
        accountId: createSandboxId(),
        legalRepresentativeMembershipId: createSandboxId(),
        updatedAt: this.now(),
      });
      await this.queueWebhook(tx, 'Onboarding.Updated', row.id);
      await this.queueWebhook(tx, 'Account.Created', finalized!.accountId!);
      return { kind: 'finalized', row: finalized! };
    });
  }

  /** The founder sends it with information missing: it stays ongoing, `Invalid`, and can be finished later. */
  async submitInvalid(token: string): Promise<SandboxOnboardingOutcome> {
    return this.options.db.transaction(async (tx) => {
      const found = await findSandboxOnboardingByTokenHash(tx, hashToken(token));
      const row = found && (await lockSandboxOnboarding(tx, found.id));
      if (row?.state !== 'ongoing') return { kind: 'closed', row };
      const invalid = await updateSandboxOnboarding(tx, row.id, {
        status: 'Invalid',
        updatedAt: this.now(),
      });
      await this.queueWebhook(tx, 'Onboarding.Updated', row.id);
      return { kind: 'invalid', row: invalid! };
    });
  }

  /** Posts the bank's queued webhooks, as a background task of every instance. */
  createWebhookTask(): BackgroundTask {
    return { name: 'sandbox-bank-webhooks', runOnce: () => this.deliverDueWebhooks() };
  }

  getBankPortalUrl(membershipId: string): string {
    return `${this.options.baseUrl}${SANDBOX_BANK_PATH}/banking/${membershipId}`;
  }

  private async deliverDueWebhooks(): Promise<number> {
    const now = this.now();
    const due = await claimDueSandboxWebhooks(this.options.db, {
      now,
      leaseUntil: new Date(now.getTime() + WEBHOOK_LEASE_SECONDS * 1000),
      limit: 20,
    });
    for (const webhook of due) {
      const error = await this.post(webhook.payload);
      if (!error) {
        await recordSandboxWebhookResult(this.options.db, webhook.id, { deliveredAt: this.now() });
        continue;
      }
      const giveUp = webhook.attempts >= WEBHOOK_MAX_ATTEMPTS;
      if (giveUp)
        this.options.logger.error(
          { webhookId: webhook.id, error },
          'Sandbox bank webhook given up',
        );
      await recordSandboxWebhookResult(this.options.db, webhook.id, {
        nextAttemptAt: giveUp
          ? null
          : new Date(this.now().getTime() + WEBHOOK_RETRY_SECONDS * 1000),
        lastError: error,
      });
    }
    return due.length;
  }

  /** Posts one webhook; the refusal or failure, or undefined when it was accepted. */
  private async post(payload: string): Promise<string | undefined> {
    try {
      const response = await fetch(`${this.options.baseUrl}${this.options.webhookPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
            payload,
            this.options.webhookSecret,
            this.now(),
          ),
          'user-agent': 'Foundly bank sandbox',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  private async queueWebhook(tx: Executor, eventType: string, resourceId: string) {
    const eventId = createSandboxId();
    const now = this.now();
    await insertSandboxWebhook(tx, {
      id: eventId,
      payload: JSON.stringify({
        eventType,
        eventId,
        eventDate: now.toISOString(),
        projectId: 'sandbox',
        resourceId,
      }),
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  private getOnboardingUrl(token: string): string {
    return `${this.options.baseUrl}${SANDBOX_BANK_PATH}/onboarding/${token}`;
  }

  private now(): Date {
    return this.options.clock.now();
  }
}
