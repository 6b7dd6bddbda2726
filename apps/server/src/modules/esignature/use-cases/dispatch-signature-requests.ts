import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { SignatureDocumentRecord } from '../../../db/schema/index.js';
import type { BackgroundTask } from '../../../worker/background-worker.js';
import { getRetryDelayMs } from '../../../worker/retry-delay.js';
import { queueEmail } from '../../notifications/index.js';
import { buildDocumentsToSign } from '../documents/build-documents-to-sign.js';
import {
  claimDueSignatureRequests,
  findOrderRow,
  markCanceledAtProvider,
  markSignatureRequestSent,
  recordLateProviderId,
  recordSignatureAttemptFailure,
  type SignatureRequestRow,
} from '../signatures.repository.js';
import { getSignatureFileKey } from '../storage-keys.js';

/** Long enough for the slowest partner call; a worker that died releases its rows after it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 5;

/**
 * Sends one PREPARING request: generates the PDFs from the questionnaire,
 * keeps the unsigned copies, creates the request at the partner (our id as
 * its external id, so a retry is recognised as the same request), then
 * records it SENT and queues the signing e-mail in one transaction.
 */
async function sendRequest(app: AppContext, request: SignatureRequestRow) {
  const order = await findOrderRow(app.db, request.orderId);
  if (!order) return;
  const generated = await buildDocumentsToSign(order, app.clock.now());
  const documents: SignatureDocumentRecord[] = [];
  for (const [index, document] of generated.entries()) {
    const storageKey = getSignatureFileKey('signatures', request.id, index);
    await app.storage.write(storageKey, document.bytes);
    documents.push({
      kind: document.kind,
      fileName: document.fileName,
      sha256: createHash('sha256').update(document.bytes).digest('hex'),
      storageKey,
    });
  }
  const created = await app.signatures.createRequest({
    externalId: request.id,
    name: order.companyName || request.signerName,
    signer: {
      name: request.signerName,
      email: request.signerEmail,
      locale: isLocale(request.locale) ? request.locale : DEFAULT_LOCALE,
    },
    documents: generated.map(({ fileName, bytes }) => ({ fileName, bytes })),
  });
  const sent = await app.db.transaction(async (tx) => {
    const row = await markSignatureRequestSent(tx, request.id, {
      providerRequestId: created.providerRequestId,
      signingUrl: created.signingUrl,
      documents,
      updatedAt: app.clock.now(),
    });
    if (!row) {
      // Cancelled while we were at the partner: keep its id so that the next pass cancels it there.
      await recordLateProviderId(tx, request.id, created.providerRequestId);
      return undefined;
    }
    await queueEmail(
      tx,
      app.logger,
      { printLinks: !app.config.isProduction },
      {
        template: 'signature-request',
        to: row.signerEmail,
        locale: row.locale,
        link: created.signingUrl,
        documentNames: documents.map((document) => document.fileName),
        orderId: row.orderId,
        dedupeKey: `signature-request:${row.id}`,
      },
    );
    return row;
  });
  if (sent) app.logger.info({ signatureRequestId: sent.id }, 'Signature request sent');
}

async function runRequest(app: AppContext, request: SignatureRequestRow) {
  try {
    if (request.status === 'PREPARING') await sendRequest(app, request);
    else {
      await app.signatures.cancelRequest(request.providerRequestId!);
      await markCanceledAtProvider(app.db, request.id, app.clock.now());
    }
  } catch (error) {
    const attempts = request.attempts + 1;
    const now = app.clock.now();
    app.logger.warn(
      { err: error, signatureRequestId: request.id, attempts },
      'Signature request not sent; will retry',
    );
    await recordSignatureAttemptFailure(app.db, request.id, {
      attempts,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + getRetryDelayMs(attempts)),
      updatedAt: now,
    });
  }
}

/**
 * The background task that sends due signature requests to the partner, and
 * cancels there the requests of orders cancelled after sending. Rows are
 * claimed with FOR UPDATE SKIP LOCKED and leased (see the repository), so
 * one row is never sent twice at once, whatever the number of instances.
 */
export function createSignatureDispatchTask(app: AppContext): BackgroundTask {
  return {
    name: 'signature-dispatch',
    async runOnce() {
      const now = app.clock.now();
      const claimed = await claimDueSignatureRequests(app.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
      });
      for (const request of claimed) await runRequest(app, request);
      return claimed.length;
    },
  };
}
