import { create } from '@bufbuild/protobuf';
import { DocumentSchema, type Document } from '@foundly/proto';
import type { DocumentRow } from './documents.repository.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';

export function toDocumentMessage(row: DocumentRow): Document {
  return create(DocumentSchema, {
    id: row.id,
    orderId: row.orderId,
    fileName: row.fileName,
    type: row.type,
    category: row.category,
    groupingId: row.groupingId,
    createdAt: toEpochSeconds(row.createdAt),
    size: BigInt(row.size),
    contentType: row.contentType,
    authority: row.authority ?? '',
    uploadedByCustomer: row.uploadedBy === 'customer',
    metadata: row.metadata,
  });
}
