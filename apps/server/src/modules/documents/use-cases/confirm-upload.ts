import { createHash } from 'node:crypto';
import {
  CONTENT_TYPES,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  getDocumentTypeRule,
  UPLOAD_URL_TTL_SECONDS,
  type FieldViolation,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { getDocumentKey } from '../adapters/file-storage.js';
import { detectFileFormat } from '../detect-file-format.js';
import {
  findUpload,
  insertDocument,
  recordDocumentAction,
  setDocumentReference,
  transitionUpload,
} from '../documents.repository.js';
import { discardUpload } from './discard-upload.js';

const REFERENCE_FIELD = /^[a-z][A-Za-z]{1,60}Id$/;

export interface ConfirmUploadInput {
  fileId: string;
  fileName: string;
  key: string;
  documentType: string;
  category: string;
  metadata: Record<string, string>;
  referenceField: string;
}

async function refuse(
  app: AppContext,
  upload: Parameters<typeof discardUpload>[1],
): Promise<never> {
  await discardUpload(app, upload);
  throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.');
}

/**
 * Attaches an uploaded file to its order, once: the request must repeat what
 * was announced, the bytes must be there with the announced size and a format
 * the type accepts. A refused file is deleted with its upload.
 */
export async function confirmUpload(app: AppContext, caller: Caller, input: ConfirmUploadInput) {
  const upload = isUuid(input.fileId) ? await findUpload(app.db, input.fileId) : undefined;
  if (!upload || upload.userId !== caller.userId) {
    throw new DomainError(ErrorCode.UploadNotFound, 'Upload not found');
  }
  const violations: FieldViolation[] = [];
  if (input.key !== upload.storageKey)
    violations.push({ field: 'key', message: 'errors.field.invalid' });
  if (input.fileName && input.fileName !== upload.fileName) {
    violations.push({ field: 'file_name', message: 'errors.field.invalid' });
  }
  if (input.documentType !== upload.documentType) {
    violations.push({ field: 'document_type', message: 'errors.INVALID_FILE' });
  }
  if (input.category && input.category !== upload.category) {
    violations.push({ field: 'category', message: 'errors.field.invalid' });
  }
  if (findInvalidMetadataKey(input.metadata) !== undefined) {
    violations.push({ field: 'metadata', message: 'errors.field.invalid' });
  }
  if (input.referenceField && !REFERENCE_FIELD.test(input.referenceField)) {
    violations.push({ field: 'reference_field', message: 'errors.field.invalid' });
  }
  if (violations.length > 0)
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid argument', violations);
  if (upload.status === 'CONFIRMED') {
    throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload was already confirmed');
  }
  const confirmBy = upload.expiresAt.getTime() + UPLOAD_URL_TTL_SECONDS * 1000;
  if (confirmBy < app.clock.now().getTime()) {
    await discardUpload(app, upload);
    throw new DomainError(ErrorCode.UploadExpired, 'This upload has expired');
  }

  const storedSize = await app.storage.size(upload.storageKey);
  if (storedSize === undefined) {
    throw new DomainError(ErrorCode.StorageFailed, 'Failed to upload file to storage.');
  }
  if (storedSize !== upload.size) return refuse(app, upload);
  const bytes = await app.storage.read(upload.storageKey);
  const format = await detectFileFormat(bytes);
  const rule = getDocumentTypeRule(upload.documentType);
  if (!format || format !== upload.format || !rule?.formats.includes(format))
    return refuse(app, upload);

  const documentId = crypto.randomUUID();
  const finalKey = getDocumentKey(upload.orderId, documentId);
  await app.storage.move(upload.storageKey, finalKey);
  try {
    return await app.db.transaction(async (tx) => {
      if (!(await transitionUpload(tx, upload.id, ['PENDING', 'UPLOADED'], 'CONFIRMED'))) {
        throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload was already confirmed');
      }
      const document = await insertDocument(tx, {
        id: documentId,
        orderId: upload.orderId,
        uploadId: upload.id,
        type: upload.documentType,
        category: upload.category,
        fileName: upload.fileName,
        groupingId: upload.groupingId,
        storageKey: finalKey,
        bucket: app.storage.bucket,
        size: upload.size,
        contentType: CONTENT_TYPES[format],
        sha256: createHash('sha256').update(bytes).digest('hex'),
        metadata: input.metadata,
        uploadedBy: 'customer',
        uploadedByUserId: caller.userId,
        createdAt: app.clock.now(),
      });
      await recordDocumentAction(tx, {
        documentId,
        orderId: upload.orderId,
        actorUserId: caller.userId,
        action: 'upload',
      });
      if (input.referenceField) {
        await setDocumentReference(tx, upload.orderId, input.referenceField, documentId);
      }
      return document;
    });
  } catch (error) {
    await app.storage.delete(finalKey).catch(() => undefined);
    throw error;
  }
}
