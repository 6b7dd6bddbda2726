import { createHash } from 'node:crypto';
import {
  DomainError,
  ErrorCode,
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  type FileFormat,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { detectFileFormat } from '../detect-file-format.js';
import { transitionUpload, type UploadRow } from '../documents.repository.js';
import { discardUpload } from './discard-upload.js';

/** An upload's bytes, checked, and the key they were moved to. */
export interface CompletedUploadFile {
  upload: UploadRow;
  format: FileFormat;
  sha256: string;
  storageKey: string;
}

export interface CompleteUploadOptions<T> {
  /** The formats the file may be, read from its content. */
  formats: readonly FileFormat[];
  /** Where the file goes once checked. */
  finalKey: string;
  /** Records what the file is for, in the transaction that marks the upload used. */
  record: (tx: Transaction, file: CompletedUploadFile) => Promise<T>;
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
 * The end of the upload handshake, for a document and a chat attachment
 * alike, once per upload: the bytes must be there, be the ones declared, with
 * the announced size and a format accepted, read from their content. The file
 * then moves to `finalKey` and `record` runs in the transaction that marks the
 * upload used. A refused file is deleted with its upload; a failed record
 * leaves no file behind.
 */
export async function completeUpload<T>(
  app: AppContext,
  upload: UploadRow,
  options: CompleteUploadOptions<T>,
): Promise<T> {
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
    return await checkAndRecord(app, upload, options);
  } catch (error) {
    // Hands the upload back for another confirmation (after UPLOAD_NOT_RECEIVED, say); a refused
    // upload was deleted, so this matches nothing.
    await transitionUpload(app.db, upload.id, ['CONFIRMING'], upload.status).catch(() => undefined);
    throw error;
  }
}

async function checkAndRecord<T>(
  app: AppContext,
  upload: UploadRow,
  options: CompleteUploadOptions<T>,
): Promise<T> {
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
  if (!bytes || !sha256 || sha256 !== upload.sha256) return dropForeignBytes(app, upload);
  if (bytes.length !== upload.size) return refuse(app, upload);
  const format = await detectFileFormat(bytes);
  if (!format || format !== upload.format || !options.formats.includes(format)) {
    return refuse(app, upload);
  }

  await app.storage.move(upload.storageKey, options.finalKey);
  try {
    return await app.db.transaction(async (tx) => {
      if (!(await transitionUpload(tx, upload.id, ['CONFIRMING'], 'CONFIRMED'))) {
        throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload was already confirmed');
      }
      return options.record(tx, { upload, format, sha256, storageKey: options.finalKey });
    });
  } catch (error) {
    await app.storage.delete(options.finalKey).catch(() => undefined);
    throw error;
  }
}
