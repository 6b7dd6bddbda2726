import { createHash, randomBytes } from 'node:crypto';
import type { SandboxAuditEntry } from '../../../../db/schema/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../../clock.js';
import type { Database } from '../../../../db/client.js';
import type { FileStorage } from '../../../documents/index.js';
import { getSignatureFileKey } from '../../storage-keys.js';
import type {
  CreateSignatureRequestInput,
  CreatedSignatureRequest,
  DocumentToSign,
  SignatureProvider,
  SignatureWebhookEvent,
} from '../signature-provider.js';
import { parseYousignWebhook } from '../yousign-webhook.js';
import { sha256Hex, signSandboxDocument, type SignatureMark } from './sign-pdf.js';
import {
  findSandboxRequest,
  findSandboxRequestByExternalId,
  findSandboxRequestByTokenHash,
  insertSandboxRequest,
  lockSandboxRequest,
  updateSandboxRequest,
  type SandboxRequestRow,
} from './sandbox.repository.js';
import {
  buildSandboxEvent,
  SandboxWebhookSender,
  type SandboxEventName,
} from './sandbox-webhooks.js';

/** Where the signing pages live; under /api so that the Vite dev proxy reaches them. */
export const SANDBOX_SIGN_PATH = '/api/esignature/sandbox/sign';

/** Yousign's default: a request not signed within 30 days expires. */
const EXPIRY_DAYS = 30;

export interface SandboxSignatureOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  storage: FileStorage;
  baseUrl: string;
  webhookSecret: string;
  /** The server's own webhook route, called over HTTP as Yousign would. */
  webhookPath: string;
  retryDelaysMs?: readonly number[];
}

/** Who is on the signing page: the audit trail records it. */
export interface VisitorInfo {
  ip: string;
  userAgent: string;
}

/** What the signing page does after a form post. */
export type SandboxOutcome =
  | { kind: 'done'; row: SandboxRequestRow }
  | { kind: 'closed'; row: SandboxRequestRow | undefined }
  | { kind: 'invalid'; row: SandboxRequestRow; error: 'consent' | 'signature' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The embedded stand-in for Yousign: requests in its own table with Yousign's
 * states (ongoing once activated, then done, declined, expired or canceled),
 * a signing page served by this server, PAdES-signed PDFs with an audit
 * trail, and Yousign's webhooks posted to our route with the same signature
 * scheme, so that the code above SignatureProvider cannot tell it from Yousign.
 */
export class SandboxSignatureProvider implements SignatureProvider {
  readonly name = 'sandbox';
  private readonly sender: SandboxWebhookSender;

  constructor(private readonly options: SandboxSignatureOptions) {
    this.sender = new SandboxWebhookSender({
      url: `${options.baseUrl}${options.webhookPath}`,
      secret: options.webhookSecret,
      logger: options.logger,
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
  }

  /**
   * Creates and activates a request. A repeated external id (our retry after a
   * failure half-way) is the same request: its link is renewed, since only
   * the token's hash is kept, and no second request exists.
   */
  async createRequest(input: CreateSignatureRequestInput): Promise<CreatedSignatureRequest> {
    const { db, clock, storage } = this.options;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const existing = await findSandboxRequestByExternalId(db, input.externalId);
    if (existing) {
      await updateSandboxRequest(db, existing.id, { tokenHash: hashToken(token), updatedAt: now });
      return { providerRequestId: existing.id, signingUrl: this.getSigningUrl(token) };
    }
    const id = crypto.randomUUID();
    const documents = [];
    for (const [index, document] of input.documents.entries()) {
      const storageKey = getSignatureFileKey('sandboxsignatures', id, index);
      await storage.write(storageKey, document.bytes);
      documents.push({
        fileName: document.fileName,
        storageKey,
        sha256: sha256Hex(document.bytes),
      });
    }
    const at = now.toISOString();
    await insertSandboxRequest(db, {
      id,
      tokenHash: hashToken(token),
      externalId: input.externalId,
      status: 'ongoing',
      signerName: input.signer.name,
      signerEmail: input.signer.email,
      locale: input.signer.locale,
      documents,
      audit: [
        { event: 'created', at },
        { event: 'sent', at },
      ],
      expiresAt: new Date(now.getTime() + EXPIRY_DAYS * 86_400_000),
      createdAt: now,
      updatedAt: now,
    });
    return { providerRequestId: id, signingUrl: this.getSigningUrl(token) };
  }

  parseWebhook(rawBody: Buffer, headers: Headers): SignatureWebhookEvent {
    return parseYousignWebhook(rawBody, headers, this.options.webhookSecret);
  }

  async downloadSignedDocuments(providerRequestId: string): Promise<DocumentToSign[]> {
    const row = await findSandboxRequest(this.options.db, providerRequestId);
    if (row?.status !== 'done')
      throw new Error(`Sandbox request ${providerRequestId} is not signed`);
    return Promise.all(
      row.documents.map(async (document) => ({
        fileName: document.fileName,
        bytes: await this.options.storage.read(document.signedStorageKey!),
      })),
    );
  }

  async cancelRequest(providerRequestId: string): Promise<void> {
    const row = await this.close(providerRequestId, 'canceled', undefined);
    if (row) await this.notify(row, 'signature_request.canceled');
  }

  /** The request behind a signing link; an ongoing one past its date is expired first. */
  async findByToken(token: string): Promise<SandboxRequestRow | undefined> {
    const row = await findSandboxRequestByTokenHash(this.options.db, hashToken(token));
    if (row?.status === 'ongoing' && row.expiresAt <= this.options.clock.now()) {
      const expired = await this.close(row.id, 'expired', undefined);
      if (expired) await this.notify(expired, 'signature_request.expired');
      return findSandboxRequest(this.options.db, row.id);
    }
    return row;
  }

  /** Records the first opening of the signing page in the audit trail. */
  async recordOpened(row: SandboxRequestRow, visitor: VisitorInfo): Promise<void> {
    if (row.audit.some((entry) => entry.event === 'opened')) return;
    await this.appendAudit(row.id, { event: 'opened', at: this.now().toISOString(), ...visitor });
  }

  /** The n-th document (0-based): the signed copy once signed, else the original. */
  async readDocument(row: SandboxRequestRow, index: number): Promise<Buffer | undefined> {
    const document = row.documents[index];
    if (!document) return undefined;
    return this.options.storage.read(
      row.status === 'done' && document.signedStorageKey
        ? document.signedStorageKey
        : document.storageKey,
    );
  }

  /**
   * Signs every document of the request, once: the row is locked while the
   * PDFs are signed, so a double click or a second tab finds it done.
   */
  async sign(
    token: string,
    form: { consent: boolean; mark: SignatureMark | undefined },
    visitor: VisitorInfo,
  ): Promise<SandboxOutcome> {
    const current = await this.findByToken(token);
    if (current?.status !== 'ongoing') return { kind: 'closed', row: current };
    if (!form.consent) return { kind: 'invalid', row: current, error: 'consent' };
    if (!form.mark) return { kind: 'invalid', row: current, error: 'signature' };
    const mark = form.mark;
    const signed = await this.options.db.transaction(async (tx) => {
      const row = await lockSandboxRequest(tx, current.id);
      if (row?.status !== 'ongoing') return undefined;
      const signedAt = this.now();
      const opened = row.audit.find((entry) => entry.event === 'opened');
      const documents = [];
      for (const [index, document] of row.documents.entries()) {
        const original = await this.options.storage.read(document.storageKey);
        const bytes = await signSandboxDocument(original, mark, {
          requestId: row.id,
          signerName: row.signerName,
          signerEmail: row.signerEmail,
          ...visitor,
          createdAt: row.createdAt,
          openedAt: opened ? new Date(opened.at) : undefined,
          signedAt,
          originalSha256: document.sha256,
        });
        const signedStorageKey = getSignatureFileKey('sandboxsignatures', row.id, index, 'signed');
        await this.options.storage.write(signedStorageKey, bytes);
        documents.push({ ...document, signedStorageKey });
      }
      return updateSandboxRequest(tx, row.id, {
        status: 'done',
        documents,
        audit: [...row.audit, { event: 'signed', at: signedAt.toISOString(), ...visitor }],
        updatedAt: signedAt,
      });
    });
    if (!signed)
      return { kind: 'closed', row: await findSandboxRequest(this.options.db, current.id) };
    await this.notify(signed, 'signature_request.done');
    return { kind: 'done', row: signed };
  }

  async decline(token: string, visitor: VisitorInfo): Promise<SandboxOutcome> {
    const current = await this.findByToken(token);
    if (current?.status !== 'ongoing') return { kind: 'closed', row: current };
    const declined = await this.close(current.id, 'declined', {
      event: 'declined',
      at: this.now().toISOString(),
      ...visitor,
    });
    if (declined) await this.notify(declined, 'signature_request.declined');
    return {
      kind: 'closed',
      row: declined ?? (await findSandboxRequest(this.options.db, current.id)),
    };
  }

  private getSigningUrl(token: string): string {
    return `${this.options.baseUrl}${SANDBOX_SIGN_PATH}/${token}`;
  }

  private now(): Date {
    return this.options.clock.now();
  }

  /** Moves an ongoing request to a final state under a row lock; undefined when it was no longer ongoing. */
  private close(
    id: string,
    status: 'declined' | 'expired' | 'canceled',
    entry: SandboxAuditEntry | undefined,
  ) {
    return this.options.db.transaction(async (tx) => {
      const row = await lockSandboxRequest(tx, id);
      if (row?.status !== 'ongoing' && row?.status !== 'draft') return undefined;
      return updateSandboxRequest(tx, id, {
        status,
        audit: entry ? [...row.audit, entry] : row.audit,
        updatedAt: this.now(),
      });
    });
  }

  private async appendAudit(id: string, entry: SandboxAuditEntry) {
    await this.options.db.transaction(async (tx) => {
      const row = await lockSandboxRequest(tx, id);
      if (row) await updateSandboxRequest(tx, id, { audit: [...row.audit, entry] });
    });
  }

  private async notify(row: SandboxRequestRow, name: SandboxEventName) {
    await this.sender.send(buildSandboxEvent(row, name, this.now()));
  }
}
