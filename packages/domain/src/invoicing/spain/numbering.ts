import { CommercialDocumentKind } from '@foundly/proto';
import { formatSeriesNumber } from '../document-number.js';

/**
 * The series of Spanish documents: F complete invoices, FS simplified ones,
 * R rectificativas and P quotes. Real Decreto 1619/2012 art. 6.1.a numbers
 * invoices "correlativa" within a series, allows separate series where there
 * is reason (operations of a different nature) and requires a series of
 * their own for rectificativas; a quote is no invoice and is kept apart.
 */
export type SpanishSeries = 'F' | 'FS' | 'R' | 'P';

/** The series a Spanish document takes its number from. */
export function getSpanishSeries(kind: CommercialDocumentKind, simplified: boolean): SpanishSeries {
  if (kind === CommercialDocumentKind.QUOTE) return 'P';
  if (kind === CommercialDocumentKind.CREDIT_NOTE) return 'R';
  return simplified ? 'FS' : 'F';
}

/**
 * The key of the sequence a document takes its number from: its series and
 * the year of its date, the sequence restarting at 1 each year as the year is
 * part of the number (as the core's `getSeriesKey`).
 */
export function getSpanishSeriesKey(series: SpanishSeries, issueDate: string): string {
  return `${series}-${issueDate.slice(0, 4)}`;
}

/**
 * The number of the `sequence`-th document of a series, with the core's
 * layout: F-2026-0001, R-2026-0003. The sequence comes from the core's
 * `nextSequence`, so that a series has neither gap nor repeat.
 */
export function formatSpanishDocumentNumber(
  series: SpanishSeries,
  issueDate: string,
  sequence: number,
): string {
  return formatSeriesNumber(series, issueDate, sequence);
}
