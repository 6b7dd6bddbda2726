import { DOWNLOAD_URL_TTL_SECONDS, DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findDocumentOfUser, recordDocumentAction } from '../documents.repository.js';

/** A five-minute link to view or download one of the caller's documents; recorded in the audit. */
export async function getDownloadUrl(
  app: AppContext,
  caller: Caller,
  documentId: string,
  inline: boolean,
) {
  const document = isUuid(documentId)
    ? await findDocumentOfUser(app.db, caller.userId, documentId)
    : undefined;
  if (!document || document.deletedAt)
    throw new DomainError(ErrorCode.DocumentNotFound, 'Document not found');
  const expiresAt = new Date(app.clock.now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000);
  const url = await app.storage.createDownloadUrl({
    key: document.storageKey,
    fileName: document.fileName,
    contentType: document.contentType,
    inline,
    expiresAt,
  });
  await recordDocumentAction(app.db, {
    documentId: document.id,
    orderId: document.orderId,
    actorUserId: caller.userId,
    action: 'download',
  });
  return { url, expiresAt };
}
