import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../../clock.js';
import type { Database, Transaction } from '../../../../db/client.js';
import type { SandboxShareholderRecord } from '../../../../db/schema/index.js';
import type { FileStorage } from '../../../documents/index.js';
import {
  BankingProviderError,
  type BankCapitalDepositCase,
  type BankingProvider,
  type BankVerificationStatus,
  type BankWebhookEvent,
  type OpenCapitalDepositInput,
} from '../banking-provider.js';
import { buildSandboxCertificate } from './sandbox-certificate.js';
import { createSandboxIban, SANDBOX_BIC } from './sandbox-iban.js';
import { parseSandboxBankWebhook } from './sandbox-signature.js';
import {
  findSandboxCase,
  findSandboxCaseByExternalId,
  findSandboxCaseByMembership,
  insertSandboxCase,
  insertSandboxWebhook,
  lockSandboxCase,
  updateSandboxCase,
  type SandboxCaseRow,
} from './sandbox.repository.js';

/** Where the founder's sandbox bank pages live; under /api so that the Vite dev proxy reaches them. */
export const SANDBOX_BANK_PAGE_PATH = '/api/banking/sandbox/onboarding';

/** What the notary and the bank do after the founders, driven from the back-office. */
export type SandboxBankStep = 'certificate_issued' | 'register_extract_received' | 'funds_released';

/** Each step, the case state it needs, and the one it leads to. */
const STEPS: Record<SandboxBankStep, { from: string; to: string }> = {
  certificate_issued: {
    from: 'WaitingForShareDepositCertificate',
    to: 'WaitingForRegisterExtract',
  },
  register_extract_received: { from: 'WaitingForRegisterExtract', to: 'WaitingForNotaryTransfer' },
  funds_released: { from: 'WaitingForNotaryTransfer', to: 'Completed' },
};

/** What the founder does on the sandbox page: submit their identity, or play the bank's review of it, or transfer. */
export type SandboxShareholderAction =
  'submit_identity' | 'approve_identity' | 'refuse_identity' | 'send_transfer';

/** Why a sandbox move was refused: the case or the shareholder is not at that point. */
export class SandboxBankStepError extends Error {
  override name = 'SandboxBankStepError';
  constructor(
    message: string,
    readonly reason: 'transfer_missing' | 'wrong_state' | 'not_found',
  ) {
    super(message);
  }
}

/** The company's account at the sandbox bank, as its web banking shows it. */
export interface SandboxCompanyAccount {
  companyName: string;
  /** The language of the founder who opened the case. */
  locale: string;
  /** Open once the bank has released the deposited capital to it. */
  open: boolean;
  capitalCents: number;
  currency: string;
}

export interface SandboxBankingOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  storage: FileStorage;
  baseUrl: string;
  webhookSecret: string;
}

/** The identity states from which the founder can (again) submit their identity. */
const TO_VERIFY: readonly string[] = ['NotStarted', 'WaitingForInformation', 'Refused'];

function toBankCase(
  row: SandboxCaseRow,
  onboardingUrl: (shareholderId: string) => string,
): BankCapitalDepositCase {
  return {
    id: row.id,
    status: row.status as BankCapitalDepositCase['status'],
    shareholders: row.shareholders.map((shareholder, position) => ({
      id: shareholder.id,
      position,
      fullName: `${shareholder.firstName} ${shareholder.lastName}`,
      amountCents: shareholder.amountCents,
      status:
        shareholder.status === 'CapitalTransferred' ? 'CapitalTransferred' : 'WaitingForTransfer',
      verificationStatus: shareholder.verificationStatus as BankVerificationStatus,
      onboardingUrl: onboardingUrl(shareholder.id),
      account: {
        iban: shareholder.iban,
        bic: SANDBOX_BIC,
        holder: `${shareholder.firstName} ${shareholder.lastName}`,
      },
      documents: [
        {
          type: 'ProofOfIdentity',
          status:
            shareholder.verificationStatus === 'Verified'
              ? 'Validated'
              : shareholder.verificationStatus === 'Refused'
                ? 'Refused'
                : shareholder.verificationStatus === 'Pending'
                  ? 'Uploaded'
                  : 'Pending',
        },
      ],
    })),
    totalAmountCents: row.shareholders.reduce(
      (sum, shareholder) => sum + shareholder.amountCents,
      0,
    ),
    currency: row.currency,
    legalRepresentativeMembershipId: row.legalRepresentativeMembershipId,
    hasCertificate: row.certificateStorageKey !== null,
    updatedAt: row.updatedAt,
  };
}

/**
 * The embedded stand-in for the banking partner: cases in its own table with
 * Swan's states, a page per founder where they verify their identity and send
 * their transfer, the notary's and the bank's steps played from the
 * back-office, and Swan-shaped webhooks (which name the case, nothing more)
 * signed with HMAC and written to an outbox that the background worker
 * delivers, at least once and in no set order.
 */
export class SandboxBankingProvider implements BankingProvider {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxBankingOptions) {}

  /**
   * Opens a case for the founders. A repeated external id (our retry after a
   * lost answer) is the same case. Onboarding data the bank cannot use (no
   * name, no e-mail, nothing to deposit) is refused as `invalid`.
   */
  async openCapitalDeposit(input: OpenCapitalDepositInput): Promise<BankCapitalDepositCase> {
    const existing = await findSandboxCaseByExternalId(this.options.db, input.externalId);
    if (existing) return this.toBankCase(existing);
    if (
      input.shareholders.length === 0 ||
      input.shareholders.some(
        (shareholder) =>
          !shareholder.firstName.trim() ||
          !shareholder.lastName.trim() ||
          !/^[^@\s]+@[^@\s]+$/.test(shareholder.email) ||
          !Number.isInteger(shareholder.amountCents) ||
          shareholder.amountCents <= 0,
      )
    ) {
      throw new BankingProviderError(
        'ValidationRejection: invalid shareholder onboarding data',
        'invalid',
      );
    }
    const now = this.options.clock.now();
    const shareholders: SandboxShareholderRecord[] = input.shareholders.map((shareholder) => ({
      id: crypto.randomUUID(),
      firstName: shareholder.firstName.trim(),
      lastName: shareholder.lastName.trim(),
      email: shareholder.email,
      locale: shareholder.locale,
      amountCents: shareholder.amountCents,
      verificationStatus: 'NotStarted',
      status: 'WaitingForTransfer',
      iban: createSandboxIban(),
      bic: SANDBOX_BIC,
    }));
    const row = await this.options.db.transaction(async (tx) => {
      const inserted = await insertSandboxCase(tx, {
        id: crypto.randomUUID(),
        externalId: input.externalId,
        status: 'WaitingForRequirements',
        companyName: input.companyName,
        currency: input.currency,
        legalRepresentativeMembershipId: crypto.randomUUID(),
        shareholders,
        createdAt: now,
        updatedAt: now,
      });
      await this.queueEvent(tx, inserted.id, 'CapitalDepositCase.Created');
      return inserted;
    });
    return this.toBankCase(row);
  }

  async getCapitalDeposit(caseId: string): Promise<BankCapitalDepositCase> {
    const row = await findSandboxCase(this.options.db, caseId);
    if (!row) throw new BankingProviderError(`Case ${caseId} not found`, 'invalid');
    return this.toBankCase(row);
  }

  async downloadCertificate(caseId: string): Promise<Buffer> {
    const row = await findSandboxCase(this.options.db, caseId);
    if (!row?.certificateStorageKey) {
      throw new BankingProviderError(`Case ${caseId} has no certificate yet`, 'unavailable');
    }
    return this.options.storage.read(row.certificateStorageKey);
  }

  parseWebhook(rawBody: Buffer, headers: Headers): BankWebhookEvent {
    return parseSandboxBankWebhook(rawBody, headers, this.options.webhookSecret);
  }

  /** The case and shareholder behind a page link, when its token is right. */
  async findByLink(
    caseId: string,
    shareholderId: string,
    token: string,
  ): Promise<{ row: SandboxCaseRow; shareholder: SandboxShareholderRecord } | undefined> {
    const expected = Buffer.from(this.getToken(caseId, shareholderId));
    const received = Buffer.from(token);
    if (expected.length !== received.length || !timingSafeEqual(expected, received))
      return undefined;
    const row = await findSandboxCase(this.options.db, caseId);
    const shareholder = row?.shareholders.find((candidate) => candidate.id === shareholderId);
    return row && shareholder ? { row, shareholder } : undefined;
  }

  /**
   * Applies what the founder did on their page, under the case's lock, once:
   * a repeated or out-of-place action (a double click, a stale tab) changes
   * nothing and says so.
   */
  async act(
    caseId: string,
    shareholderId: string,
    action: SandboxShareholderAction,
  ): Promise<boolean> {
    return this.options.db.transaction(async (tx) => {
      const row = await lockSandboxCase(tx, caseId);
      const shareholder = row?.shareholders.find((candidate) => candidate.id === shareholderId);
      if (!row || !shareholder || row.status !== 'WaitingForRequirements') return false;
      const next = { ...shareholder };
      if (action === 'submit_identity' && TO_VERIFY.includes(shareholder.verificationStatus)) {
        next.verificationStatus = 'Pending';
      } else if (action === 'approve_identity' && shareholder.verificationStatus === 'Pending') {
        next.verificationStatus = 'Verified';
      } else if (action === 'refuse_identity' && shareholder.verificationStatus === 'Pending') {
        next.verificationStatus = 'Refused';
      } else if (
        action === 'send_transfer' &&
        shareholder.verificationStatus === 'Verified' &&
        shareholder.status === 'WaitingForTransfer'
      ) {
        next.status = 'CapitalTransferred';
      } else {
        return false;
      }
      const shareholders = row.shareholders.map((candidate) =>
        candidate.id === shareholderId ? next : candidate,
      );
      // Every founder's identity verified and capital in: the notary has the file.
      const complete = shareholders.every(
        (candidate) =>
          candidate.verificationStatus === 'Verified' && candidate.status === 'CapitalTransferred',
      );
      await updateSandboxCase(tx, caseId, {
        shareholders,
        status: complete ? 'WaitingForShareDepositCertificate' : row.status,
        updatedAt: this.options.clock.now(),
      });
      await this.queueEvent(tx, caseId, 'CapitalDepositCase.Updated');
      return true;
    });
  }

  /** The notary's and the bank's steps the case can take now (the back-office's buttons). */
  listNextSteps(row: SandboxCaseRow): SandboxBankStep[] {
    return (Object.keys(STEPS) as SandboxBankStep[]).filter(
      (step) => STEPS[step].from === row.status,
    );
  }

  /**
   * The company's account that a capital deposit opens, named by the legal
   * representative's membership (what the navigation's bank portal link
   * carries); undefined for a membership the sandbox bank does not know.
   */
  async findCompanyAccount(membershipId: string): Promise<SandboxCompanyAccount | undefined> {
    const row = await findSandboxCaseByMembership(this.options.db, membershipId);
    if (!row) return undefined;
    return {
      companyName: row.companyName,
      locale: row.shareholders[0]?.locale ?? '',
      open: row.status === 'Completed',
      capitalCents: row.shareholders.reduce((sum, shareholder) => sum + shareholder.amountCents, 0),
      currency: row.currency,
    };
  }

  async findCase(caseId: string) {
    return findSandboxCase(this.options.db, caseId);
  }

  /**
   * Plays a step of the notary or the bank. The certificate needs every
   * transfer in (`transfer_missing` otherwise) and is a real PDF, kept for the
   * download; each step needs the one before it (`wrong_state`).
   * `alsoInTransaction` runs in the step's transaction (the operator's audit row).
   */
  async runStep(
    caseId: string,
    step: SandboxBankStep,
    alsoInTransaction?: (tx: Transaction) => Promise<void>,
  ): Promise<void> {
    const current = await findSandboxCase(this.options.db, caseId);
    if (!current) throw new SandboxBankStepError(`Case ${caseId} not found`, 'not_found');
    const issuedAt = this.options.clock.now();
    const certificate =
      step === 'certificate_issued' ? await buildSandboxCertificate(current, issuedAt) : undefined;
    // Storage keys are lowercase words and UUIDs (STORAGE_KEY_PATTERN): the file is named by a fixed UUID.
    const certificateKey = `sandboxbank/${caseId}/00000000-0000-0000-0000-000000000001`;
    if (certificate) await this.options.storage.write(certificateKey, certificate);
    await this.options.db.transaction(async (tx) => {
      const row = await lockSandboxCase(tx, caseId);
      if (!row) throw new SandboxBankStepError(`Case ${caseId} not found`, 'not_found');
      if (row.status !== STEPS[step].from) {
        throw row.status === 'WaitingForRequirements' && step === 'certificate_issued'
          ? new SandboxBankStepError(
              'A shareholder has not verified their identity or transferred their capital',
              'transfer_missing',
            )
          : new SandboxBankStepError(`The case is ${row.status}`, 'wrong_state');
      }
      await updateSandboxCase(tx, caseId, {
        status: STEPS[step].to,
        updatedAt: issuedAt,
        ...(certificate ? { certificateStorageKey: certificateKey } : {}),
      });
      await this.queueEvent(tx, caseId, 'CapitalDepositCase.Updated');
      await alsoInTransaction?.(tx);
    });
  }

  /** The link of a shareholder's page: the case, the shareholder, and a token only this server can make. */
  getOnboardingUrl(caseId: string, shareholderId: string): string {
    return `${this.options.baseUrl}${SANDBOX_BANK_PAGE_PATH}/${caseId}/${shareholderId}/${this.getToken(caseId, shareholderId)}`;
  }

  private getToken(caseId: string, shareholderId: string): string {
    return createHmac('sha256', this.options.webhookSecret)
      .update(`onboarding:${caseId}:${shareholderId}`)
      .digest('base64url');
  }

  private toBankCase(row: SandboxCaseRow): BankCapitalDepositCase {
    return toBankCase(row, (shareholderId) => this.getOnboardingUrl(row.id, shareholderId));
  }

  /** Writes a Swan-shaped event to the outbox, in the transaction of the change it reports. */
  private async queueEvent(tx: Transaction, caseId: string, eventType: string) {
    const now = this.options.clock.now();
    const eventId = crypto.randomUUID();
    await insertSandboxWebhook(tx, {
      id: eventId,
      payload: JSON.stringify({
        eventType,
        eventId,
        eventDate: now.toISOString(),
        projectId: 'sandbox',
        resourceId: caseId,
      }),
      nextAttemptAt: now,
      createdAt: now,
    });
  }
}
