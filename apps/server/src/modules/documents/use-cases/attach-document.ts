import { createHash } from 'node:crypto';
import {
  CONTENT_TYPES,
  DomainError,
  ErrorCode,
  getDocumentTypeRule,
  sanitizeFileName,
  type FileFormat,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { getDocumentKey } from '../adapters/file-storage.js';
import { detectFileFormat } from '../detect-file-format.js';
import { insertDocument, recordDocumentAction } from '../documents.repository.js';

export interface AttachDocumentInput {
  orderId: string;
  type: string;
  fileName: string;
  bytes: Buffer;
  actorUserId: string | null;
  createdAt?: Date;
}

/** A file already checked and written to storage, waiting to be recorded as a document. */
export interface WrittenDocumentFile extends AttachDocumentInput {
  documentId: string;
  storageKey: string;
  format: FileFormat;
}

/**
 * Checks a file against its document type (by content) and writes it to
 * storage under a new document id. Nothing is recorded yet: the caller
 * records it with `recordAttachedDocument` in its own transaction, and
 * deletes the file if that transaction does not commit.
 */
export async function writeDocumentFile(
  app: AppContext,
  input: AttachDocumentInput,
): Promise<WrittenDocumentFile> {
  const rule = getDocumentTypeRule(input.type);
  const format = await detectFileFormat(input.bytes);
  if (!rule || !format || !rule.formats.includes(format)) {
    throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.');
  }
  const documentId = crypto.randomUUID();
  const storageKey = getDocumentKey(input.orderId, documentId);
  await app.storage.write(storageKey, input.bytes);
  return { ...input, documentId, storageKey, format };
}

/** Records a written file as a document of its order, with its authority when it has one. */
export async function recordAttachedDocument(
  tx: Transaction,
  app: AppContext,
  file: WrittenDocumentFile,
) {
  const rule = getDocumentTypeRule(file.type)!;
  const document = await insertDocument(tx, {
    id: file.documentId,
    orderId: file.orderId,
    type: file.type,
    category: rule.category,
    fileName: sanitizeFileName(file.fileName),
    storageKey: file.storageKey,
    bucket: app.storage.bucket,
    size: file.bytes.length,
    contentType: CONTENT_TYPES[file.format],
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    authority: rule.authority ?? null,
    uploadedBy: 'operator',
    uploadedByUserId: file.actorUserId,
    createdAt: file.createdAt ?? app.clock.now(),
  });
  await recordDocumentAction(tx, {
    documentId: file.documentId,
    orderId: file.orderId,
    actorUserId: file.actorUserId,
    action: 'upload',
  });
  return document;
}

/**
 * Stores a document produced by the formation team or the product itself
 * (official documents, signed PDFs), with its authority when it has one.
 */
export async function attachDocument(app: AppContext, input: AttachDocumentInput) {
  const file = await writeDocumentFile(app, input);
  return app.db.transaction((tx) => recordAttachedDocument(tx, app, file));
}
