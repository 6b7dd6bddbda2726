/**
 * The countries whose businesses get the quotes-and-invoices tool: French and
 * UK companies (spec 01 §2) and Spanish autónomos, whose Área contable keeps
 * their presupuestos, facturas and rectificativas (spec 02 §2).
 */
export type InvoicingCountry = 'FR' | 'UK' | 'ES';

/**
 * The currency of a business's documents: the euro in France and Spain, the
 * pound sterling in the UK (the currency the business keeps its books and
 * files its VAT in; an invoice in another currency is out of the tool's scope).
 */
export function getInvoicingCurrency(country: InvoicingCountry): 'EUR' | 'GBP' {
  return country === 'UK' ? 'GBP' : 'EUR';
}

const DEFAULT_LANGUAGES: Record<InvoicingCountry, 'fr-fr' | 'en-gb' | 'es-es'> = {
  FR: 'fr-fr',
  UK: 'en-gb',
  ES: 'es-es',
};

/** The language of a document's PDF when the person chose none. */
export function getDefaultDocumentLanguage(country: InvoicingCountry): 'fr-fr' | 'en-gb' | 'es-es' {
  return DEFAULT_LANGUAGES[country];
}

/** The languages a document can be printed in. */
export const DOCUMENT_LANGUAGES: readonly string[] = ['fr-fr', 'en-gb', 'es-es'];
