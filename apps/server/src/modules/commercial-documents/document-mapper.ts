import { create, fromJson, toJson, type JsonObject, type JsonValue } from '@bufbuild/protobuf';
import { computeDocumentTotals, computeFacturaTotals, type DocumentSeller } from '@foundly/domain';
import {
  CommercialDocumentInputSchema,
  CommercialDocumentKind,
  CommercialDocumentSchema,
  CommercialDocumentStatus,
  InvoiceSellerSchema,
  type CommercialDocument,
  type CommercialDocumentInput,
  type InvoiceSeller,
  type VerifactuState,
} from '@foundly/proto';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import type { CommercialDocumentRow } from './commercial-documents.repository.js';

/** The content as stored: the input's JSON without its logo (kept per account). */
export function toStoredContent(content: CommercialDocumentInput): JsonObject {
  const copy = create(CommercialDocumentInputSchema, { ...content, logo: undefined });
  for (const line of copy.lineItems) line.netAmount = 0n;
  return toJson(CommercialDocumentInputSchema, copy, { enumAsInteger: true }) as JsonObject;
}

export function fromStoredContent(content: Record<string, unknown>): CommercialDocumentInput {
  return fromJson(CommercialDocumentInputSchema, content as JsonValue, {
    ignoreUnknownFields: true,
  });
}

export function toStoredSeller(seller: DocumentSeller): JsonObject {
  return toJson(InvoiceSellerSchema, create(InvoiceSellerSchema, seller)) as JsonObject;
}

export function toSellerMessage(seller: DocumentSeller): InvoiceSeller {
  return create(InvoiceSellerSchema, seller);
}

function fromStoredSeller(seller: Record<string, unknown>): InvoiceSeller {
  return fromJson(InvoiceSellerSchema, seller as JsonValue, { ignoreUnknownFields: true });
}

/** The IRPF a Spanish document withholds, each line at its own IVA rate or the default one; 0 elsewhere. */
export function computeWithholding(content: CommercialDocumentInput): bigint {
  return computeFacturaTotals({
    lineItems: content.lineItems.map((line) => ({
      ...line,
      taxRate: line.taxRate ?? content.taxRate,
    })),
    irpfRate: content.irpfRate,
  }).withholdingAmount;
}

/** Links of a document to the ones it came from or gave. */
export interface DocumentLinks {
  sourceDocumentNumber: string;
  /** The source document's date, YYYY-MM-DD; empty without one. */
  sourceDocumentDate: string;
  derivedDocumentIds: string[];
  hasLogo: boolean;
  /** Spain: the Veri*Factu state of an issued factura. */
  verifactu?: VerifactuState | undefined;
}

/**
 * A document as the contract gives it: its content with each line's net
 * amount and the totals per rate computed by the domain, as the preview does.
 */
export function toDocumentMessage(
  row: Pick<
    CommercialDocumentRow,
    | 'id'
    | 'accountId'
    | 'kind'
    | 'status'
    | 'number'
    | 'content'
    | 'currency'
    | 'vatExempt'
    | 'seller'
    | 'sourceDocumentId'
    | 'updatedAt'
    | 'issuedAt'
    | 'paid'
  >,
  links: DocumentLinks,
): CommercialDocument {
  const content = fromStoredContent(row.content);
  const totals = computeDocumentTotals({
    taxRate: content.taxRate,
    vatExempt: row.vatExempt,
    lineItems: content.lineItems,
  });
  content.lineItems.forEach((line, index) => {
    line.netAmount = totals.lines[index]?.netAmount ?? 0n;
  });
  const { withholdingAmount } = computeFacturaTotals({
    lineItems: content.lineItems.map((line) => ({
      ...line,
      taxRate: line.taxRate ?? content.taxRate,
    })),
    irpfRate: content.irpfRate,
  });
  return create(CommercialDocumentSchema, {
    withholdingAmount,
    amountToPay: totals.totalAmount - withholdingAmount,
    ...(links.verifactu ? { verifactu: links.verifactu } : {}),
    id: row.id,
    accountId: row.accountId,
    kind: CommercialDocumentKind[row.kind],
    status: CommercialDocumentStatus[row.status],
    invoiceNumber: row.number ?? '',
    content,
    taxBreakdown: totals.taxBreakdown,
    totalNetAmount: totals.totalNetAmount,
    totalTaxAmount: totals.totalTaxAmount,
    totalAmount: totals.totalAmount,
    currency: row.currency,
    updatedAt: toEpochSeconds(row.updatedAt),
    issuedAt: row.issuedAt ? toEpochSeconds(row.issuedAt) : 0n,
    paid: row.paid,
    ...(row.seller ? { seller: fromStoredSeller(row.seller) } : {}),
    sourceDocumentId: row.sourceDocumentId ?? '',
    sourceDocumentNumber: links.sourceDocumentNumber,
    sourceDocumentDate: links.sourceDocumentDate,
    derivedDocumentIds: links.derivedDocumentIds,
    hasLogo: links.hasLogo,
  });
}
