import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { forgetStaleCertificate } from '../../certificates/index.js';
import {
  findDocumentOfUser,
  markDocumentDeleted,
  recordDocumentAction,
} from '../documents.repository.js';
import { clearDocumentReferences } from '../../order-records/index.js';

/**
 * Deletes a document the founder uploaded, clears every questionnaire field
 * pointing at it (and, for the digital certificate, its password and what
 * was read from it), and removes the file. Documents issued by the formation
 * team or an authority cannot be deleted. A second call answers false.
 */
export async function deleteDocument(app: AppContext, caller: Caller, documentId: string) {
  const document = isUuid(documentId)
    ? await findDocumentOfUser(app.db, caller.userId, documentId)
    : undefined;
  if (!document) throw new DomainError(ErrorCode.DocumentNotFound, 'Document not found');
  if (document.uploadedBy !== 'customer') {
    throw new DomainError(ErrorCode.DocumentNotDeletable, 'This document cannot be deleted');
  }
  const deleted = await app.db.transaction(async (tx) => {
    if (!(await markDocumentDeleted(tx, document.id, app.clock.now()))) return false;
    await clearDocumentReferences(tx, document.orderId, document.id);
    await forgetStaleCertificate(tx, document.orderId, app.clock.now());
    await recordDocumentAction(tx, {
      documentId: document.id,
      orderId: document.orderId,
      actorUserId: caller.userId,
      action: 'delete',
    });
    return true;
  });
  if (deleted) {
    await app.storage.delete(document.storageKey).catch((error: unknown) => {
      app.logger.error({ err: error, documentId: document.id }, 'Could not delete a document file');
    });
  }
  return deleted;
}
