import type { AppContext } from '../../../app-context.js';
import type { Executor } from '../../../db/client.js';
import { PERSONAL_CERTIFICATE_REF, PERSONAL_CERTIFICATE_TYPE } from '../certificate-flags.js';
import { markOtherDocumentsDeleted } from '../certificates.repository.js';
import { forgetStaleCertificate } from './forget-stale-certificate.js';
import { lockOrder, removeDocumentReference } from '../../order-records/index.js';

/**
 * Discards the order's certificate files it no longer points at: one that
 * another file replaced, or one the server refused. A PKCS#12 file holds the
 * founder's private key, so nothing is kept that will not be used: the rows
 * are marked deleted (the audit still names them) in the caller's
 * transaction, and the storage keys returned are for `removeCertificateFiles`
 * once it is committed.
 */
export async function discardUnusedCertificates(
  tx: Executor,
  orderId: string,
  at: Date,
): Promise<string[]> {
  const order = await lockOrder(tx, orderId);
  if (!order) return [];
  return markOtherDocumentsDeleted(
    tx,
    orderId,
    PERSONAL_CERTIFICATE_TYPE,
    order.documentRefs[PERSONAL_CERTIFICATE_REF],
    at,
  );
}

/** Removes the files of discarded certificates; a failure is logged, the rows stay deleted. */
export async function removeCertificateFiles(app: AppContext, storageKeys: readonly string[]) {
  for (const storageKey of storageKeys) {
    await app.storage.delete(storageKey).catch((error: unknown) => {
      app.logger.error({ err: error }, 'Could not delete a discarded certificate file');
    });
  }
}

/**
 * Forgets a certificate file the server refused (expired, not yet valid, not
 * a certificate with its key): the order stops pointing at it, what was
 * read from a former certificate is forgotten, the document is marked
 * deleted, all in one transaction; then the file is removed. The founder
 * uploads another.
 */
export async function discardRefusedCertificate(
  app: AppContext,
  orderId: string,
  documentId: string,
) {
  const at = app.clock.now();
  const storageKeys = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return [];
    await removeDocumentReference(tx, order, PERSONAL_CERTIFICATE_REF, documentId, at);
    await forgetStaleCertificate(tx, orderId, at);
    return discardUnusedCertificates(tx, orderId, at);
  });
  await removeCertificateFiles(app, storageKeys);
}
