import { CommercialDocumentKind } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { canBeSimplifiedInvoice } from './simplified-invoice.js';

describe('canBeSimplifiedInvoice', () => {
  it.each([
    ['an invoice of 400.00 €', CommercialDocumentKind.INVOICE, 400_00n, true],
    ['an invoice of 400.01 €', CommercialDocumentKind.INVOICE, 400_01n, false],
    ['an invoice of 0 €', CommercialDocumentKind.INVOICE, 0n, true],
    ['a rectificativa of −5,000 €', CommercialDocumentKind.CREDIT_NOTE, -5_000_00n, true],
    ['a quote', CommercialDocumentKind.QUOTE, 10_00n, false],
  ])('%s: %s', (_what, kind, total, allowed) => {
    expect(canBeSimplifiedInvoice(kind, total)).toBe(allowed);
  });
});
