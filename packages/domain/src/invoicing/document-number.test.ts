import { CommercialDocumentKind } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, getSeriesKey, nextSequence } from './document-number.js';

describe('document numbers', () => {
  it.each([
    ['FR', CommercialDocumentKind.INVOICE, 1, 'F-2026-0001'],
    ['FR', CommercialDocumentKind.QUOTE, 12, 'D-2026-0012'],
    ['FR', CommercialDocumentKind.CREDIT_NOTE, 9_999, 'AV-2026-9999'],
    ['FR', CommercialDocumentKind.INVOICE, 10_000, 'F-2026-10000'],
    ['UK', CommercialDocumentKind.INVOICE, 3, 'INV-2026-0003'],
    ['UK', CommercialDocumentKind.QUOTE, 3, 'QUO-2026-0003'],
    ['UK', CommercialDocumentKind.CREDIT_NOTE, 3, 'CRN-2026-0003'],
  ] as const)('%s %s number %i is %s', (country, kind, sequence, number) => {
    expect(formatDocumentNumber(country, kind, '2026-05-31', sequence)).toBe(number);
  });

  it('a series is one kind in one year', () => {
    expect(getSeriesKey(CommercialDocumentKind.INVOICE, '2026-12-31')).not.toBe(
      getSeriesKey(CommercialDocumentKind.INVOICE, '2027-01-01'),
    );
    expect(getSeriesKey(CommercialDocumentKind.INVOICE, '2026-01-01')).toBe(
      getSeriesKey(CommercialDocumentKind.INVOICE, '2026-12-31'),
    );
    expect(getSeriesKey(CommercialDocumentKind.INVOICE, '2026-01-01')).not.toBe(
      getSeriesKey(CommercialDocumentKind.CREDIT_NOTE, '2026-01-01'),
    );
  });

  it('the next number follows the last, starting at 1', () => {
    expect(nextSequence(0)).toBe(1);
    expect(nextSequence(41)).toBe(42);
  });
});
