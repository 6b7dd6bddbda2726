import { getSignatureTransition, type DocumentType } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import {
  recordAttachedDocument,
  writeDocumentFile,
  type WrittenDocumentFile,
} from '../../documents/index.js';
import { queueDocumentsAvailableEmail } from '../../notifications/index.js';
import { lockOrder, moveOrderStatus, toStatusName } from '../../order-records/index.js';
import type { SignatureWebhookEvent } from '../adapters/signature-provider.js';
import type { SignatureDocumentKind } from '../documents/document-data.js';
import {
  closeSentSignatureRequest,
  findOrderRow,
  findSignatureRequestByProviderId,
  insertSignatureEvent,
  isSignatureEventRecorded,
  type SignatureRequestRow,
} from '../signatures.repository.js';

export type SignatureEventResult = 'applied' | 'duplicate' | 'ignored';

/** The document type each signed kind becomes, and its name as the founder sees it. */
const SIGNED_DOCUMENTS: Record<
  SignatureDocumentKind,
  { type: DocumentType; fileName: (company: string, country: string) => string }
> = {
  articles: {
    type: 'signed_articles',
    fileName: (company, country) =>
      country === 'UK'
        ? `Signed articles of association - ${company}.pdf`
        : `Statuts signés - ${company}.pdf`,
  },
  micro_declaration: {
    type: 'signed_micro_declaration',
    fileName: () => 'Déclaration micro-entreprise signée.pdf',
  },
  mandate_aeat_tgss: { type: 'signed_mandate', fileName: () => 'Mandato firmado.pdf' },
  mandate_company_formation: {
    type: 'signed_mandate',
    fileName: () => 'Mandato de constitución firmado.pdf',
  },
};

/** Downloads the signed PDFs and writes them to storage as documents-to-be of the order. */
async function writeSignedFiles(
  app: AppContext,
  request: SignatureRequestRow,
  providerRequestId: string,
): Promise<WrittenDocumentFile[]> {
  const signed = await app.signatures.downloadSignedDocuments(providerRequestId);
  const order = await findOrderRow(app.db, request.orderId);
  const company = order?.companyName || request.signerName;
  const files: WrittenDocumentFile[] = [];
  for (const [index, document] of signed.entries()) {
    const kind = (request.documents[index]?.kind ?? 'articles') as SignatureDocumentKind;
    const target = SIGNED_DOCUMENTS[kind] ?? SIGNED_DOCUMENTS.articles;
    files.push(
      await writeDocumentFile(app, {
        orderId: request.orderId,
        type: target.type,
        fileName: target.fileName(company, order?.countryCode ?? ''),
        bytes: document.bytes,
        actorUserId: null,
      }),
    );
  }
  return files;
}

/** Stores the signed PDFs, moves the order on if it still waits on the signature, and tells the founder. */
async function completeRequest(
  tx: Transaction,
  app: AppContext,
  request: SignatureRequestRow,
  files: WrittenDocumentFile[],
): Promise<boolean> {
  const now = app.clock.now();
  const closed = await closeSentSignatureRequest(tx, request.id, {
    status: 'SIGNED',
    signedDocumentIds: files.map((file) => file.documentId),
    at: now,
  });
  if (!closed) return false;
  for (const file of files) await recordAttachedDocument(tx, app, { ...file, createdAt: now });
  const order = await lockOrder(tx, request.orderId);
  if (!order) return true;
  const country = CountryCode[order.countryCode] ?? CountryCode.UNSPECIFIED;
  const legalForm = LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED;
  const transition = getSignatureTransition(country, legalForm);
  if (order.status === OrderStatus[transition.from]) {
    await moveOrderStatus(tx, app, {
      orderId: order.id,
      from: order.status,
      to: toStatusName(transition.to),
      actor: 'signature',
      reason: `signature request ${request.id} signed`,
    });
  }
  await queueDocumentsAvailableEmail(tx, app, {
    orderId: order.id,
    documentNames: files.map((file) => file.fileName),
    dedupeKey: `signed:${request.id}`,
  });
  return true;
}

const FINAL_STATUSES = { declined: 'DECLINED', expired: 'EXPIRED', canceled: 'CANCELED' } as const;

/**
 * Applies a verified partner event exactly once. The event id is recorded
 * (ON CONFLICT DO NOTHING) in the transaction that applies it, so a
 * redelivery, even concurrent, finds it and changes nothing; and the request
 * moves from SENT by compare-and-set. The signed PDFs are downloaded and
 * written before the transaction (no partner call holds a lock); a delivery
 * that loses the race deletes the copies it wrote.
 */
export async function applySignatureEvent(
  app: AppContext,
  event: SignatureWebhookEvent,
): Promise<SignatureEventResult> {
  const request = await findSignatureRequestByProviderId(app.db, event.providerRequestId);
  let files: WrittenDocumentFile[] = [];
  if (
    event.type === 'done' &&
    request?.status === 'SENT' &&
    !(await isSignatureEventRecorded(app.db, event.eventId))
  ) {
    files = await writeSignedFiles(app, request, event.providerRequestId);
  }
  let used = false;
  try {
    return await app.db.transaction(async (tx) => {
      const recorded = await insertSignatureEvent(tx, {
        id: event.eventId,
        type: event.type,
        providerRequestId: event.providerRequestId,
        receivedAt: app.clock.now(),
      });
      if (!recorded) return 'duplicate';
      if (!request) return 'ignored';
      if (event.type === 'done') {
        used = files.length > 0 && (await completeRequest(tx, app, request, files));
        return used ? 'applied' : 'ignored';
      }
      if (event.type === 'other') return 'ignored';
      const closed = await closeSentSignatureRequest(tx, request.id, {
        status: FINAL_STATUSES[event.type],
        at: app.clock.now(),
      });
      return closed ? 'applied' : 'ignored';
    });
  } finally {
    if (!used) {
      await Promise.allSettled(files.map((file) => app.storage.delete(file.storageKey)));
    }
  }
}
