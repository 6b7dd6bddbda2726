import {
  CONTENT_TYPES,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  getDocumentTypeRule,
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
import { findUpload, insertDocument, recordDocumentAction } from '../documents.repository.js';
import { completeUpload } from './complete-upload.js';
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

/**
 * Attaches an uploaded file to its order, once: the request must repeat what
 * was announced, the bytes must be there with the announced size and a format
 * the type accepts. A refused file is deleted with its upload.
 */
export async function confirmUpload(app: AppContext, caller: Caller, input: ConfirmUploadInput) {
  const upload = isUuid(input.fileId) ? await findUpload(app.db, input.fileId) : undefined;
  // An upload without an order was announced for the support chat: never a document.
  if (!upload || upload.userId !== caller.userId || !upload.orderId) {
    throw new DomainError(ErrorCode.UploadNotFound, 'Upload not found');
  }
  const orderId = upload.orderId;
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

  const documentId = crypto.randomUUID();
  let replacedCertificates: string[] = [];
  const document = await completeUpload(app, upload, {
    formats: getDocumentTypeRule(upload.documentType)?.formats ?? [],
    finalKey: getDocumentKey(orderId, documentId),
    async record(tx, file) {
      const document = await insertDocument(tx, {
        id: documentId,
        orderId,
        uploadId: upload.id,
        type: upload.documentType,
        category: upload.category,
        fileName: upload.fileName,
        groupingId: upload.groupingId,
        storageKey: file.storageKey,
        bucket: app.storage.bucket,
        size: upload.size,
        contentType: CONTENT_TYPES[file.format],
        sha256: file.sha256,
        metadata: input.metadata,
        uploadedBy: 'customer',
        uploadedByUserId: caller.userId,
        createdAt: app.clock.now(),
      });
      await recordDocumentAction(tx, {
        documentId,
        orderId,
        actorUserId: caller.userId,
        action: 'upload',
      });
      if (input.referenceField) {
        await setDocumentReference(tx, orderId, input.referenceField, documentId);
        await forgetStaleCertificate(tx, orderId, app.clock.now());
        replacedCertificates = await discardUnusedCertificates(tx, orderId, app.clock.now());
      }
      return document;
    },
  });
  await removeCertificateFiles(app, replacedCertificates);
  return document;
}
