import { UPLOAD_URL_TTL_SECONDS, type FileFormat } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { getIncomingKey } from '../adapters/file-storage.js';
import { insertUpload } from '../documents.repository.js';

/** A file whose name, size and SHA-256 were checked, and where it is going. */
export interface UploadAnnouncement {
  userId: string;
  /** The order of a document; null for a file sent in the support chat. */
  orderId: string | null;
  fileName: string;
  format: FileFormat;
  size: number;
  sha256: string;
  category: string;
  documentType: string;
  groupingId?: string;
}

/**
 * Records an announced upload and hands out the URL that takes exactly its
 * bytes (its SHA-256 and size), once, for ten minutes.
 */
export async function announceUpload(app: AppContext, announcement: UploadAnnouncement) {
  const uploadId = crypto.randomUUID();
  const key = getIncomingKey(uploadId);
  const expiresAt = new Date(app.clock.now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await insertUpload(app.db, {
    id: uploadId,
    orderId: announcement.orderId,
    userId: announcement.userId,
    storageKey: key,
    fileName: announcement.fileName,
    groupingId: announcement.groupingId ?? '',
    category: announcement.category,
    documentType: announcement.documentType,
    format: announcement.format,
    size: announcement.size,
    sha256: announcement.sha256,
    status: 'PENDING',
    expiresAt,
  });
  const { url, headers } = await app.storage.createUploadUrl({
    key,
    size: announcement.size,
    sha256: announcement.sha256,
    expiresAt,
  });
  return { url, headers, uploadId, key, expiresAt };
}
