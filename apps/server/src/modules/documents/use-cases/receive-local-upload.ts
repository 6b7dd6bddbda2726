import { createHash } from 'node:crypto';
import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { detectFileFormat } from '../detect-file-format.js';
import { findUploadByKey, transitionUpload } from '../documents.repository.js';
import { discardUpload } from './discard-upload.js';

/**
 * The PUT of the embedded storage: accepts the bytes once, before the URL
 * expires, when they are exactly what was announced (SHA-256, size and format).
 * Bytes of another SHA-256 are refused before anything changes: they are not
 * the owner's, and the owner's own PUT must still go through.
 */
export async function receiveLocalUpload(app: AppContext, key: string, bytes: Buffer) {
  const upload = await findUploadByKey(app.db, key);
  if (!upload) throw new DomainError(ErrorCode.UploadNotFound, 'Unknown or refused upload');
  if (upload.status !== 'PENDING') {
    throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload URL was already used');
  }
  if (upload.expiresAt.getTime() < app.clock.now().getTime()) {
    await discardUpload(app, upload);
    throw new DomainError(ErrorCode.UploadExpired, 'This upload URL has expired');
  }
  if (createHash('sha256').update(bytes).digest('hex') !== upload.sha256) {
    throw new DomainError(
      ErrorCode.UploadContentMismatch,
      'These bytes are not the file announced for this upload',
    );
  }
  if (!(await transitionUpload(app.db, upload.id, ['PENDING'], 'UPLOADED'))) {
    throw new DomainError(ErrorCode.UploadAlreadyUsed, 'This upload URL was already used');
  }
  if (bytes.length !== upload.size || (await detectFileFormat(bytes)) !== upload.format) {
    await discardUpload(app, upload);
    throw new DomainError(ErrorCode.InvalidFile, 'Invalid file or document type.');
  }
  try {
    await app.storage.write(key, bytes);
  } catch (error) {
    app.logger.error({ err: error, uploadId: upload.id }, 'Storage write failed');
    await discardUpload(app, upload);
    throw new DomainError(ErrorCode.StorageFailed, 'Failed to upload file to storage.');
  }
}
