import type { Executor } from '../../../db/client.js';
import {
  CERTIFICATE_FLAGS,
  CERTIFICATE_PASSWORD_SECRET,
  PERSONAL_CERTIFICATE_REF,
} from '../certificate-flags.js';
import { deleteOrderSecret } from '../certificates.repository.js';
import { lockOrder, saveOrderCertificate } from '../../order-records/index.js';

/**
 * Forgets the password, the summary and the flags of a certificate the order
 * no longer points at: the file was deleted, or another one was uploaded in
 * its place, which must be opened with its own password. Runs inside the
 * transaction that changed the document reference; does nothing when the
 * certificate is still the current one or none was opened.
 */
export async function forgetStaleCertificate(tx: Executor, orderId: string, at: Date) {
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  const hasFlags = CERTIFICATE_FLAGS.some((flag) => flag in order.metadata);
  if (!order.certificate && !hasFlags) return;
  if (order.certificate?.documentId === order.documentRefs[PERSONAL_CERTIFICATE_REF]) return;
  const metadata = Object.fromEntries(
    Object.entries(order.metadata).filter(
      ([key]) => !(CERTIFICATE_FLAGS as readonly string[]).includes(key),
    ),
  );
  await deleteOrderSecret(tx, orderId, CERTIFICATE_PASSWORD_SECRET);
  await saveOrderCertificate(tx, orderId, { certificate: null, metadata, updatedAt: at });
}
