import { CommercialDocumentKind, CommercialDocumentStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { canApplyDocumentAction } from '../document-lifecycle.js';
import { nextSequence } from '../document-number.js';
import { formatSpanishDocumentNumber, getSpanishSeries, getSpanishSeriesKey } from './numbering.js';

describe('Spanish series', () => {
  it.each([
    ['a complete invoice', CommercialDocumentKind.INVOICE, false, 'F'],
    ['a simplified invoice', CommercialDocumentKind.INVOICE, true, 'FS'],
    ['a rectificativa, in its own series', CommercialDocumentKind.CREDIT_NOTE, false, 'R'],
    [
      'a simplified rectificativa, in the same series',
      CommercialDocumentKind.CREDIT_NOTE,
      true,
      'R',
    ],
    ['a quote', CommercialDocumentKind.QUOTE, false, 'P'],
  ])('%s takes series %s', (_what, kind, simplified, series) => {
    expect(getSpanishSeries(kind, simplified)).toBe(series);
  });

  it('a series restarts each year: F-2026 and F-2027 are two sequences', () => {
    expect(getSpanishSeriesKey('F', '2026-12-31')).toBe('F-2026');
    expect(getSpanishSeriesKey('F', '2027-01-01')).toBe('F-2027');
    expect(getSpanishSeriesKey('R', '2026-12-31')).not.toBe(getSpanishSeriesKey('F', '2026-12-31'));
  });

  it('numbers follow one another without gap, with the core’s layout', () => {
    const numbers = [0, 1, 2].map((last) =>
      formatSpanishDocumentNumber('F', '2026-03-10', nextSequence(last)),
    );
    expect(numbers).toEqual(['F-2026-0001', 'F-2026-0002', 'F-2026-0003']);
    expect(formatSpanishDocumentNumber('R', '2026-03-10', 12_345)).toBe('R-2026-12345');
  });
});

describe('the core lifecycle for a Spanish invoice', () => {
  const issued = { kind: CommercialDocumentKind.INVOICE, status: CommercialDocumentStatus.ISSUED };

  it('an issued factura is neither edited nor deleted: a rectificativa corrects it', () => {
    expect(canApplyDocumentAction('edit', issued)).toBe(false);
    expect(canApplyDocumentAction('delete', issued)).toBe(false);
    expect(canApplyDocumentAction('creditNote', issued)).toBe(true);
  });
});
