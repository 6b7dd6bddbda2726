import { createHash } from 'node:crypto';
import {
  CONTENT_TYPES,
  DomainError,
  ErrorCode,
  getDocumentTypeRule,
  sanitizeFileName,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
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

/**
 * Stores a document produced by the formation team or the product itself
 * (official documents, signed PDFs), with its authority when it has one.
 */
export async function attachDocument(app: AppContext, input: AttachDocumentInput) {
  const rule = getDocumentTypeRule(input.type);
  const format = await detectFileFormat(input.bytes);
  if (!rule || !format || !rule.formats.includes(format)) {
    throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.');
  }
  const documentId = crypto.randomUUID();
  const key = getDocumentKey(input.orderId, documentId);
  await app.storage.write(key, input.bytes);
  return app.db.transaction(async (tx) => {
    const document = await insertDocument(tx, {
      id: documentId,
      orderId: input.orderId,
      type: input.type,
      category: rule.category,
      fileName: sanitizeFileName(input.fileName),
      storageKey: key,
      bucket: app.storage.bucket,
      size: input.bytes.length,
      contentType: CONTENT_TYPES[format],
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      authority: rule.authority ?? null,
      uploadedBy: 'operator',
      uploadedByUserId: input.actorUserId,
      createdAt: input.createdAt ?? app.clock.now(),
    });
    await recordDocumentAction(tx, {
      documentId,
      orderId: input.orderId,
      actorUserId: input.actorUserId,
      action: 'upload',
    });
    return document;
  });
}
