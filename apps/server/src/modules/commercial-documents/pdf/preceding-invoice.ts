/** The invoice a credit note corrects, as EN 16931 names it (BG-3). */
export interface PrecedingInvoice {
  /** BT-25: its number, e.g. F-2026-0001. */
  number: string;
  /** BT-26: its date, YYYY-MM-DD; empty when unknown. */
  date: string;
}

/** The element of the settlement that InvoiceReferencedDocument follows in the CII schema. */
const SUMMATION_END = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Adds the preceding invoice reference (BG-3: BT-25 and BT-26) to a CII
 * invoice: ram:InvoiceReferencedDocument in ram:ApplicableHeaderTradeSettlement,
 * right after the monetary summation as the CII D16B sequence wants it.
 * `@e-invoice-eu/core` 2.3.4 maps UBL's BillingReference to it from
 * `cac:BillingReference/cbc:ID`, where its own input schema accepts only
 * `cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID`, so the
 * reference never reaches its XML.
 */
export function addPrecedingInvoiceReference(xml: string, invoice: PrecedingInvoice): string {
  const at = xml.indexOf(SUMMATION_END);
  if (at < 0 || xml.indexOf(SUMMATION_END, at + 1) >= 0) {
    throw new Error('A CII invoice has one header monetary summation');
  }
  const date = invoice.date.replaceAll('-', '');
  const reference =
    '<ram:InvoiceReferencedDocument>' +
    `<ram:IssuerAssignedID>${escapeXml(invoice.number)}</ram:IssuerAssignedID>` +
    (/^\d{8}$/.test(date)
      ? '<ram:FormattedIssueDateTime>' +
        `<qdt:DateTimeString format="102">${date}</qdt:DateTimeString>` +
        '</ram:FormattedIssueDateTime>'
      : '') +
    '</ram:InvoiceReferencedDocument>';
  const end = at + SUMMATION_END.length;
  return `${xml.slice(0, end)}${reference}${xml.slice(end)}`;
}
