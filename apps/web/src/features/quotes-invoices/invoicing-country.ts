import type { CountryPrefix, InvoicingCountry } from '@foundly/domain';

/** Whose invoicing rules apply in an area: the French, UK or Spanish ones. */
export function toInvoicingCountry(prefix: CountryPrefix): InvoicingCountry {
  if (prefix === 'uk') return 'UK';
  return prefix === 'es' ? 'ES' : 'FR';
}

/** The seller's country as an address names it (ISO 3166-1 alpha-2), the customer's default. */
export const COUNTRY_CODES: Readonly<Record<InvoicingCountry, string>> = {
  FR: 'FR',
  UK: 'GB',
  ES: 'ES',
};

/**
 * The standard VAT rate a new document starts with, in percent: 20 % in France (CGI art. 278)
 * and the UK (VATA 1994 s. 2), the 21 % IVA general in Spain (Ley 37/1992 art. 90.Uno).
 */
export const STANDARD_VAT_PERCENT: Readonly<Record<InvoicingCountry, string>> = {
  FR: '20',
  UK: '20',
  ES: '21',
};
