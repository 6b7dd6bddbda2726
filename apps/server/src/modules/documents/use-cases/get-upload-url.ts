import {
  assertNoViolations,
  checkAnnouncedFile,
  DomainError,
  ErrorCode,
  getDocumentTypeRule,
  type FieldViolation,
} from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { announceUpload } from './announce-upload.js';
import { requireOwnedOrder } from './require-owned-order.js';

const GROUPING_ID = /^[A-Za-z0-9_-]{0,64}$/;

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
  const file = checkAnnouncedFile(input, rule.formats);
  const violations: FieldViolation[] = [];
  if (input.category && input.category !== rule.category) {
    violations.push({ field: 'category', message: 'errors.field.invalid' });
  }
  if (!GROUPING_ID.test(input.groupingId)) {
    violations.push({ field: 'grouping_id', message: 'errors.field.invalid' });
  }
  if (!file.ok && file.reason === ErrorCode.InvalidFile) {
    throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.', [
      ...file.violations,
      ...violations,
    ]);
  }
  assertNoViolations(
    !file.ok && file.reason === ErrorCode.InvalidArgument
      ? [...file.violations, ...violations]
      : violations,
  );
  if (!file.ok) {
    throw new DomainError(ErrorCode.FileTooLarge, 'The file is too large', file.violations);
  }

  const announced = await announceUpload(app, {
    userId: caller.userId,
    orderId: order.id,
    fileName: file.fileName,
    format: file.format,
    size: input.size,
    sha256: file.sha256,
    category: rule.category,
    documentType: input.documentType,
    groupingId: input.groupingId,
  });
  return {
    url: announced.url,
    headers: announced.headers,
    fileId: announced.uploadId,
    key: announced.key,
    expiresAt: announced.expiresAt,
  };
}
