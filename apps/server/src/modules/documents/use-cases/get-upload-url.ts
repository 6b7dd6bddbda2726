import {
  assertNoViolations,
  DomainError,
  ErrorCode,
  getDocumentTypeRule,
  getFormatOfExtension,
  getMaxBytes,
  sanitizeFileName,
  UPLOAD_URL_TTL_SECONDS,
  type FieldViolation,
} from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { getIncomingKey } from '../adapters/file-storage.js';
import { insertUpload } from '../documents.repository.js';
import { requireOwnedOrder } from './require-owned-order.js';

const GROUPING_ID = /^[A-Za-z0-9_-]{0,64}$/;
const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

export interface GetUploadUrlInput {
  orderId: string;
  fileName: string;
  groupingId: string;
  category: string;
  documentType: string;
  size: number;
  /** The SHA-256 of the bytes, in hexadecimal. */
  sha256: string;
}

/**
 * Announces an upload: checks the order, the document type for the order's
 * country, the file name's format and the size, and hands out a URL that
 * takes exactly that many bytes, once, for ten minutes. The URL is bound to
 * the bytes whose SHA-256 the caller declared: another holder of the URL
 * cannot put anything else there.
 */
export async function getUploadUrl(app: AppContext, caller: Caller, input: GetUploadUrlInput) {
  const order = await requireOwnedOrder(app.db, caller.userId, input.orderId);
  const rule = getDocumentTypeRule(input.documentType);
  const country = CountryCode[order.countryCode];
  if (!rule || !rule.countries.includes(country) || rule.uploadedBy !== 'customer') {
    throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.', [
      { field: 'document_type', message: 'errors.INVALID_FILE' },
    ]);
  }
  const fileName = sanitizeFileName(input.fileName);
  const format = getFormatOfExtension(fileName, rule.formats);
  const violations: FieldViolation[] = [];
  if (!format) violations.push({ field: 'file_name', message: 'errors.INVALID_FILE' });
  if (input.category && input.category !== rule.category) {
    violations.push({ field: 'category', message: 'errors.field.invalid' });
  }
  if (!GROUPING_ID.test(input.groupingId)) {
    violations.push({ field: 'grouping_id', message: 'errors.field.invalid' });
  }
  if (!Number.isSafeInteger(input.size) || input.size <= 0) {
    violations.push({ field: 'size', message: 'errors.field.invalid' });
  }
  if (!SHA256_HEX.test(input.sha256)) {
    violations.push({
      field: 'sha256',
      message: input.sha256 ? 'errors.field.invalid' : 'errors.field.required',
    });
  }
  if (violations.some((violation) => violation.field === 'file_name')) {
    throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.', violations);
  }
  assertNoViolations(violations);
  if (input.size > getMaxBytes(format!)) {
    throw new DomainError(ErrorCode.FileTooLarge, 'The file is too large', [
      { field: 'size', message: 'errors.FILE_TOO_LARGE' },
    ]);
  }

  const uploadId = crypto.randomUUID();
  const key = getIncomingKey(uploadId);
  const expiresAt = new Date(app.clock.now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await insertUpload(app.db, {
    id: uploadId,
    orderId: order.id,
    userId: caller.userId,
    storageKey: key,
    fileName,
    groupingId: input.groupingId,
    category: rule.category,
    documentType: input.documentType,
    format: format!,
    size: input.size,
    sha256: input.sha256.toLowerCase(),
    status: 'PENDING',
    expiresAt,
  });
  const { url, headers } = await app.storage.createUploadUrl({
    key,
    size: input.size,
    sha256: input.sha256.toLowerCase(),
    expiresAt,
  });
  return { url, headers, fileId: uploadId, key, expiresAt };
}
