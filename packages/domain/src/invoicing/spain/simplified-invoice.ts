import { CommercialDocumentKind } from '@foundly/proto';

/**
 * The most a simplified invoice may total, IVA included, in cents: 400 €
 * (Real Decreto 1619/2012 art. 4.1.a). The 3,000 € of art. 4.1.c is for
 * retail, catering, transport and the other trades it lists, not for the
 * professional services this product invoices.
 */
export const SIMPLIFIED_INVOICE_MAX_TOTAL = 400_00n;

/**
 * Whether an invoice may be a simplified one: a total of at most 400 €, IVA
 * included, or a rectificativa, which art. 4.1.b allows whatever its amount.
 * A simplified invoice may leave out the recipient and show its rate with
 * "IVA incluido" instead of the tax apart (art. 7.1.f), except when a
 * business recipient asks to deduct the IVA: then the recipient's NIF and
 * address and the tax apart are due (art. 7.2).
 */
export function canBeSimplifiedInvoice(kind: CommercialDocumentKind, totalAmount: bigint): boolean {
  if (kind === CommercialDocumentKind.CREDIT_NOTE) return true;
  return kind === CommercialDocumentKind.INVOICE && totalAmount <= SIMPLIFIED_INVOICE_MAX_TOTAL;
}
