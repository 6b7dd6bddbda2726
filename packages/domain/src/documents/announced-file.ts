import { ErrorCode, type FieldViolation } from '../errors.js';
import type { FileFormat } from './document-types.js';
import { getFormatOfExtension, getMaxBytes, sanitizeFileName } from './upload-rules.js';

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/** What a client says of a file before sending it. */
export interface AnnouncedFile {
  fileName: string;
  size: number;
  /** The SHA-256 of the bytes, in hexadecimal. */
  sha256: string;
}

export type AnnouncedFileCheck =
  | { ok: true; fileName: string; format: FileFormat; sha256: string }
  | {
      ok: false;
      reason:
        | typeof ErrorCode.InvalidFile
        | typeof ErrorCode.FileTooLarge
        | typeof ErrorCode.InvalidArgument;
      violations: FieldViolation[];
    };

/**
 * The checks of a file announced for upload, before any byte is sent: a name
 * whose extension is one of the accepted formats, a size within the format's
 * limit and a SHA-256 to bind the upload to. A wrong name is INVALID_FILE
 * (with every other bad field), then bad fields INVALID_ARGUMENT, then an
 * oversized file FILE_TOO_LARGE. The bytes are checked by content once they
 * arrive.
 */
export function checkAnnouncedFile(
  file: AnnouncedFile,
  accepted: readonly FileFormat[],
): AnnouncedFileCheck {
  const fileName = sanitizeFileName(file.fileName);
  const format = getFormatOfExtension(fileName, accepted);
  const violations: FieldViolation[] = [];
  if (!format) violations.push({ field: 'file_name', message: 'errors.INVALID_FILE' });
  if (!Number.isSafeInteger(file.size) || file.size <= 0) {
    violations.push({ field: 'size', message: 'errors.field.invalid' });
  }
  if (!SHA256_HEX.test(file.sha256)) {
    violations.push({
      field: 'sha256',
      message: file.sha256 ? 'errors.field.invalid' : 'errors.field.required',
    });
  }
  if (!format) return { ok: false, reason: ErrorCode.InvalidFile, violations };
  if (violations.length > 0) return { ok: false, reason: ErrorCode.InvalidArgument, violations };
  if (file.size > getMaxBytes(format)) {
    return {
      ok: false,
      reason: ErrorCode.FileTooLarge,
      violations: [{ field: 'size', message: 'errors.FILE_TOO_LARGE' }],
    };
  }
  return { ok: true, fileName, format, sha256: file.sha256.toLowerCase() };
}
