import { DOWNLOAD_URL_TTL_SECONDS, DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findLiveDocument, recordDocumentAction } from '../../documents/index.js';
import { recordOperatorAction } from '../backoffice.repository.js';

/** A five-minute link to any document of any file, for an operator; audited twice (document and operator). */
export async function getDocumentUrl(
  app: AppContext,
  operator: Caller,
  input: { documentId: string; inline: boolean },
) {
  const document = isUuid(input.documentId)
    ? await findLiveDocument(app.db, input.documentId)
    : undefined;
  if (!document) throw new DomainError(ErrorCode.DocumentNotFound, 'Document not found');
  const expiresAt = new Date(app.clock.now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000);
  const url = await app.storage.createDownloadUrl({
    key: document.storageKey,
    fileName: document.fileName,
    contentType: document.contentType,
    inline: input.inline,
    expiresAt,
  });
  await app.db.transaction(async (tx) => {
    await recordDocumentAction(tx, {
      documentId: document.id,
      orderId: document.orderId,
      actorUserId: operator.userId,
      action: 'download',
    });
    await recordOperatorAction(tx, {
      operatorUserId: operator.userId,
      action: input.inline ? 'view_document' : 'download_document',
      orderId: document.orderId,
      target: document.id,
    });
  });
  return { url, expiresAt };
}
