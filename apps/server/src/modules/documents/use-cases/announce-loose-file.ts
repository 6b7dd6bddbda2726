import {
  checkAnnouncedFile,
  DomainError,
  type AnnouncedFile,
  type FileFormat,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { announceUpload } from './announce-upload.js';

/**
 * Announces a file that belongs to no order (a chat attachment, a gasto's
 * ticket) through the upload handshake: its name, size and format checked
 * against the formats the use accepts, then bound to its SHA-256. With no
 * order, it can never become a document of one.
 */
export async function announceLooseFile(
  app: AppContext,
  userId: string,
  input: AnnouncedFile,
  use: { formats: readonly FileFormat[]; category: string },
) {
  const file = checkAnnouncedFile(input, use.formats);
  if (!file.ok) throw new DomainError(file.reason, 'The file cannot be sent', file.violations);
  return announceUpload(app, {
    userId,
    orderId: null,
    fileName: file.fileName,
    format: file.format,
    size: input.size,
    sha256: file.sha256,
    category: use.category,
    documentType: use.category,
  });
}
