import { create } from '@bufbuild/protobuf';
import { CountryCode, LegalForm, OrderSchema, type Order } from '@foundly/proto';
import { getOrderStatus, type OrderDocumentRow, type OrderRow } from '../order-records/index.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';

/** An order as clients see it, with references to its documents. */
export function toOrderMessage(row: OrderRow, documents: readonly OrderDocumentRow[] = []): Order {
  return create(OrderSchema, {
    id: row.id,
    status: getOrderStatus(row),
    customerId: row.customerId,
    accountId: row.accountId,
    countryCode: CountryCode[row.countryCode],
    legalForm: LegalForm[row.legalForm],
    companyName: row.companyName,
    metadata: row.metadata,
    billingProducts: row.billingProducts,
    documents: documents.map((document) => ({
      id: document.id,
      type: document.type,
      fileName: document.fileName,
      createdAt: toEpochSeconds(document.createdAt),
    })),
    createdAt: toEpochSeconds(row.createdAt),
    documentRefs: row.documentRefs,
  });
}
