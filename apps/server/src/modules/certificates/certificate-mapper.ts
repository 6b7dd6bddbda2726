import { create } from '@bufbuild/protobuf';
import { CertificateSummarySchema, type CertificateSummary } from '@foundly/proto';
import type { CertificateRecord } from '../../db/schema/index.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import { PERSONAL_CERTIFICATE_REF } from './certificate-flags.js';
import type { OrderRow } from '../order-records/index.js';

/**
 * What the order's certificate says, when it was read from the file the order
 * points at now; undefined before it was opened or once the file changed.
 */
export function getCurrentCertificate(
  order: Pick<OrderRow, 'certificate' | 'documentRefs'>,
): CertificateRecord | undefined {
  const certificate = order.certificate;
  return certificate && certificate.documentId === order.documentRefs[PERSONAL_CERTIFICATE_REF]
    ? certificate
    : undefined;
}

export function toCertificateSummaryMessage(record: CertificateRecord): CertificateSummary {
  return create(CertificateSummarySchema, {
    holderName: record.holderName,
    taxId: record.taxId,
    expiresAt: toEpochSeconds(new Date(record.expiresAt)),
    issuer: record.issuer,
  });
}
