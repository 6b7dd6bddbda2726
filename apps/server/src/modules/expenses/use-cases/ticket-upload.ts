import { createHash } from 'node:crypto';
import {
  DomainError,
  ErrorCode,
  EXPENSE_FILE_CATEGORY,
  EXPENSE_FILE_FORMATS,
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  type FileFormat,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import {
  announceLooseFile,
  detectFileFormat,
  findUpload,
  type UploadRow,
} from '../../documents/index.js';
import { requireWritableExpenseAccount } from '../expense-access.js';

export interface TicketAnnouncement {
  accountId: string;
  fileName: string;
  size: number;
  sha256: string;
}

/**
 * Announces a ticket's file for one of the caller's gastos accounts, through
 * the documents' upload handshake: a PDF, PNG or JPEG name, 10 MB at most,
 * bound to its SHA-256. The upload belongs to no order, so it can never
 * become a document of one.
 */
export async function announceTicket(app: AppContext, caller: Caller, input: TicketAnnouncement) {
  await requireWritableExpenseAccount(app, caller, input.accountId);
  return announceLooseFile(app, caller.userId, input, {
    formats: EXPENSE_FILE_FORMATS,
    category: EXPENSE_FILE_CATEGORY,
  });
}

/**
 * The caller's upload announced for a ticket. Anyone else's, an upload for a
 * document or the chat, or an unknown id: UPLOAD_NOT_FOUND alike.
 */
export async function findTicketUpload(
  app: AppContext,
  caller: Caller,
  uploadId: string,
): Promise<UploadRow> {
  const upload = isUuid(uploadId) ? await findUpload(app.db, uploadId) : undefined;
  if (
    !upload ||
    upload.userId !== caller.userId ||
    upload.orderId !== null ||
    upload.category !== EXPENSE_FILE_CATEGORY
  ) {
    throw new DomainError(ErrorCode.UploadNotFound, 'Upload not found');
  }
  return upload;
}

/**
 * The bytes of a ticket uploaded and not yet kept with a gasto, checked as
 * the end of the handshake checks them (which deletes a refused file; this
 * reading leaves it): received, the ones declared (SHA-256), of the format
 * the name announced, read from their content.
 */
export async function readTicketBytes(
  app: AppContext,
  upload: UploadRow,
): Promise<{ bytes: Buffer; format: FileFormat }> {
  if (upload.status === 'CONFIRMED' || upload.status === 'CONFIRMING') {
    throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload was already used');
  }
  if (upload.expiresAt.getTime() + UPLOAD_URL_TTL_SECONDS * 1000 < app.clock.now().getTime()) {
    throw new DomainError(ErrorCode.UploadExpired, 'This upload has expired');
  }
  const size = await app.storage.size(upload.storageKey);
  const bytes =
    size !== undefined && size <= MAX_UPLOAD_BYTES
      ? await app.storage.read(upload.storageKey)
      : undefined;
  if (!bytes || createHash('sha256').update(bytes).digest('hex') !== upload.sha256) {
    throw new DomainError(ErrorCode.UploadNotReceived, 'The file has not been received yet');
  }
  const format = await detectFileFormat(bytes);
  if (!format || format !== upload.format || !EXPENSE_FILE_FORMATS.includes(format)) {
    throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.');
  }
  return { bytes, format };
}
