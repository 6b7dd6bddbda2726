import { create } from '@bufbuild/protobuf';
import { CountryCode, LegalForm, OrderSchema, OrderStatus, type Order } from '@foundly/proto';
import type { OrderDocumentRow, OrderRow } from '../order-records/index.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';

/** The status of an order row as the contract's enumeration; UNSPECIFIED for an unknown name. */
export function getOrderStatus(order: Pick<OrderRow, 'status'>): OrderStatus {
  return OrderStatus[order.status] ?? OrderStatus.UNSPECIFIED;
}

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
