import { createHash } from 'node:crypto';
import {
  CONTENT_TYPES,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  getDocumentTypeRule,
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  type FieldViolation,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import {
  discardUnusedCertificates,
  forgetStaleCertificate,
  removeCertificateFiles,
} from '../../certificates/index.js';
import { getDocumentKey } from '../adapters/file-storage.js';
import { detectFileFormat } from '../detect-file-format.js';
import {
  findUpload,
  insertDocument,
  recordDocumentAction,
  transitionUpload,
  type UploadRow,
} from '../documents.repository.js';
import { discardUpload } from './discard-upload.js';
import { setDocumentReference } from '../../order-records/index.js';

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

async function refuse(app: AppContext, upload: UploadRow): Promise<never> {
  await discardUpload(app, upload);
  throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.');
}

/**
 * Bytes that are not the ones the owner declared were put through the URL by
 * someone else (on a store that does not check the signed checksum): they are
 * deleted and the upload waits for the owner's PUT again.
 */
async function dropForeignBytes(app: AppContext, upload: UploadRow): Promise<never> {
  app.logger.warn({ uploadId: upload.id }, 'Upload bytes differ from the declared SHA-256');
  await app.storage.delete(upload.storageKey);
  await transitionUpload(app.db, upload.id, ['CONFIRMING'], 'PENDING');
  throw new DomainError(ErrorCode.UploadNotReceived, 'The file announced has not been received');
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
    // The confirmed file was moved away; anything under the incoming key now was PUT again
    // through the same URL (S3 lets a presigned URL be replayed until it expires).
    await app.storage.delete(upload.storageKey).catch(() => undefined);
    throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload was already confirmed');
  }
  if (upload.status === 'CONFIRMING') {
    throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload was already confirmed');
  }
  const confirmBy = upload.expiresAt.getTime() + UPLOAD_URL_TTL_SECONDS * 1000;
  if (confirmBy < app.clock.now().getTime()) {
    await discardUpload(app, upload);
    throw new DomainError(ErrorCode.UploadExpired, 'This upload has expired');
  }

  // Claimed before the file is read and moved: of two confirmations racing, the second stops
  // here instead of failing on a file the first one already moved.
  if (!(await transitionUpload(app.db, upload.id, ['PENDING', 'UPLOADED'], 'CONFIRMING'))) {
    throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload was already confirmed');
  }
  try {
    return await attachUpload(app, caller, upload, input);
  } catch (error) {
    // Hands the upload back for another confirmation (after UPLOAD_NOT_RECEIVED, say); a refused
    // upload was deleted, so this matches nothing.
    await transitionUpload(app.db, upload.id, ['CONFIRMING'], upload.status).catch(() => undefined);
    throw error;
  }
}

async function attachUpload(
  app: AppContext,
  caller: Caller,
  upload: UploadRow,
  input: ConfirmUploadInput,
) {
  const storedSize = await app.storage.size(upload.storageKey);
  if (storedSize === undefined) {
    // Without its bytes, an upload whose URL has expired can no longer be completed.
    if (upload.expiresAt.getTime() < app.clock.now().getTime()) {
      await discardUpload(app, upload);
      throw new DomainError(ErrorCode.UploadExpired, 'This upload has expired');
    }
    // Confirmed before its PUT (or the PUT failed): the client can still send the bytes.
    throw new DomainError(ErrorCode.UploadNotReceived, 'The file has not been received yet');
  }
  // Larger than any upload may be: not read, and not the owner's file (S3 refuses a body of
  // another length than the signed one, but an S3-compatible store may not).
  const bytes =
    storedSize <= MAX_UPLOAD_BYTES ? await app.storage.read(upload.storageKey) : undefined;
  const sha256 = bytes && createHash('sha256').update(bytes).digest('hex');
  if (!bytes || sha256 !== upload.sha256) return dropForeignBytes(app, upload);
  if (bytes.length !== upload.size) return refuse(app, upload);
  const format = await detectFileFormat(bytes);
  const rule = getDocumentTypeRule(upload.documentType);
  if (!format || format !== upload.format || !rule?.formats.includes(format))
    return refuse(app, upload);

  const documentId = crypto.randomUUID();
  const finalKey = getDocumentKey(upload.orderId, documentId);
  await app.storage.move(upload.storageKey, finalKey);
  let replacedCertificates: string[] = [];
  try {
    const document = await app.db.transaction(async (tx) => {
      if (!(await transitionUpload(tx, upload.id, ['CONFIRMING'], 'CONFIRMED'))) {
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
        sha256,
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
        await forgetStaleCertificate(tx, upload.orderId, app.clock.now());
        replacedCertificates = await discardUnusedCertificates(tx, upload.orderId, app.clock.now());
      }
      return document;
    });
    await removeCertificateFiles(app, replacedCertificates);
    return document;
  } catch (error) {
    await app.storage.delete(finalKey).catch(() => undefined);
    throw error;
  }
}
