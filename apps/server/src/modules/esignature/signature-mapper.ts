import { create } from '@bufbuild/protobuf';
import {
  SignatureDocumentSchema,
  SignatureRequestSchema,
  SignatureRequestStatus,
  type SignatureRequest,
} from '@foundly/proto';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import type { SignatureRequestRow } from './signatures.repository.js';

/** A stored request as the contracts show it; the storage keys of its PDFs stay on the server. */
export function toSignatureRequestMessage(row: SignatureRequestRow): SignatureRequest {
  return create(SignatureRequestSchema, {
    id: row.id,
    orderId: row.orderId,
    status:
      SignatureRequestStatus[row.status as keyof typeof SignatureRequestStatus] ??
      SignatureRequestStatus.UNSPECIFIED,
    signerName: row.signerName,
    signerEmail: row.signerEmail,
    signingUrl: row.status === 'SENT' ? (row.signingUrl ?? '') : '',
    documents: row.documents.map((document) =>
      create(SignatureDocumentSchema, {
        kind: document.kind,
        fileName: document.fileName,
        sha256: document.sha256,
      }),
    ),
    signedDocumentIds: row.signedDocumentIds,
    createdAt: toEpochSeconds(row.createdAt),
    completedAt: row.completedAt ? toEpochSeconds(row.completedAt) : 0n,
    provider: row.provider,
    lastError: row.lastError ?? '',
  });
}
