import { CommercialDocumentKind } from '@foundly/proto';
import type { InvoicingCountry } from './invoicing-country.js';

/** The kinds of document that are numbered, each in a series of its own. */
export type NumberedKind =
  | CommercialDocumentKind.QUOTE
  | CommercialDocumentKind.INVOICE
  | CommercialDocumentKind.CREDIT_NOTE;

/**
 * The prefix of each series. CGI annexe II art. 242 nonies A, I-7° asks for
 * "un numéro unique basé sur une séquence chronologique et continue";
 * BOI-TVA-DECLA-30-20-20-10 allows distinct series where the activity
 * justifies it and advises a distinct prefix per series so that two documents
 * can never share a number. Quotes are not invoices and credit notes (factures
 * rectificatives) correct invoices: each has its own series. HMRC asks the
 * same of a UK VAT invoice: "a unique sequential number" (VAT Notice 700 §16.3).
 */
const PREFIXES: Record<InvoicingCountry, Record<NumberedKind, string>> = {
  FR: {
    [CommercialDocumentKind.QUOTE]: 'D',
    [CommercialDocumentKind.INVOICE]: 'F',
    [CommercialDocumentKind.CREDIT_NOTE]: 'AV',
  },
  UK: {
    [CommercialDocumentKind.QUOTE]: 'QUO',
    [CommercialDocumentKind.INVOICE]: 'INV',
    [CommercialDocumentKind.CREDIT_NOTE]: 'CRN',
  },
  // Spain: the series of `getSpanishSeries` (a simplified invoice takes FS instead of F).
  ES: {
    [CommercialDocumentKind.QUOTE]: 'P',
    [CommercialDocumentKind.INVOICE]: 'F',
    [CommercialDocumentKind.CREDIT_NOTE]: 'R',
  },
};

/** Digits of the sequence, zero-padded (more are written when a year passes 9,999). */
const SEQUENCE_DIGITS = 4;

/**
 * The series a document takes its number from: one per kind and calendar
 * year of the document's date. The sequence starts again at 1 each year: the
 * administration accepts a yearly restart when the year is part of the number,
 * which keeps every number unique (BOI-TVA-DECLA-30-20-20-10).
 */
export function getSeriesKey(kind: NumberedKind, invoiceDate: string): string {
  return `${kind}-${invoiceDate.slice(0, 4)}`;
}

/**
 * The number of the `sequence`-th document of the series `prefix` in the year
 * of `invoiceDate`: the prefix, the year and the zero-padded sequence.
 */
export function formatSeriesNumber(prefix: string, invoiceDate: string, sequence: number): string {
  const year = invoiceDate.slice(0, 4);
  return `${prefix}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The number of the `sequence`-th document of a series: F-2026-0001, AV-2026-0012, INV-2026-0003. */
export function formatDocumentNumber(
  country: InvoicingCountry,
  kind: NumberedKind,
  invoiceDate: string,
  sequence: number,
): string {
  return formatSeriesNumber(PREFIXES[country][kind], invoiceDate, sequence);
}

/**
 * The next sequence of a series from its last one (0 when none was issued):
 * always the one after, so that the series has no gap and no repeat.
 */
export function nextSequence(lastSequence: number): number {
  return lastSequence + 1;
}
