/** The countries whose companies get the quotes-and-invoices tool (spec 01 §2: France and the UK). */
export type InvoicingCountry = 'FR' | 'UK';

/**
 * The currency of a company's documents: the euro in France, the pound
 * sterling in the UK (the currency the company keeps its books and files its
 * VAT in; an invoice in another currency is out of the tool's scope).
 */
export function getInvoicingCurrency(country: InvoicingCountry): 'EUR' | 'GBP' {
  return country === 'FR' ? 'EUR' : 'GBP';
}

/** The language of a document's PDF when the person chose none. */
export function getDefaultDocumentLanguage(country: InvoicingCountry): 'fr-fr' | 'en-gb' {
  return country === 'FR' ? 'fr-fr' : 'en-gb';
}

/** The languages a document can be printed in. */
export const DOCUMENT_LANGUAGES: readonly string[] = ['fr-fr', 'en-gb'];
