import { describe, expect, it } from 'vitest';
import { addPrecedingInvoiceReference } from './preceding-invoice.js';

const SETTLEMENT =
  '<ram:ApplicableHeaderTradeSettlement>' +
  '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>…</ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
  '</ram:ApplicableHeaderTradeSettlement>';

describe('the preceding invoice reference of a CII credit note', () => {
  it('follows the monetary summation, with the date in format 102', () => {
    expect(
      addPrecedingInvoiceReference(SETTLEMENT, { number: 'F-2026-0001', date: '2026-03-02' }),
    ).toBe(
      '<ram:ApplicableHeaderTradeSettlement>' +
        '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>…</ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
        '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-2026-0001</ram:IssuerAssignedID>' +
        '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20260302</qdt:DateTimeString></ram:FormattedIssueDateTime>' +
        '</ram:InvoiceReferencedDocument>' +
        '</ram:ApplicableHeaderTradeSettlement>',
    );
  });

  it('leaves the date out when it is not known, and escapes the number', () => {
    const xml = addPrecedingInvoiceReference(SETTLEMENT, { number: 'A&B<1>', date: '' });
    expect(xml).toContain('<ram:IssuerAssignedID>A&amp;B&lt;1&gt;</ram:IssuerAssignedID>');
    expect(xml).not.toContain('FormattedIssueDateTime');
  });

  it('refuses XML that is not a CII invoice with one summation', () => {
    expect(() => addPrecedingInvoiceReference('<x/>', { number: 'F-1', date: '' })).toThrow();
  });
});
