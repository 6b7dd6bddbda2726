import { LegalForm, VatRegime } from '@foundly/proto';
import type { InvoicingCountry } from './invoicing-country.js';

/**
 * Whether a seller charges no VAT. In France, a company under the "franchise
 * en base" (CGI art. 293 B) invoices without VAT and prints "TVA non
 * applicable, art. 293 B du CGI": the questionnaire's VAT regime says so, and
 * a micro-entreprise that chose no regime is under it by default. In the UK,
 * a business not registered for VAT cannot charge VAT nor issue a VAT invoice
 * (HMRC VAT Notice 700 §16.2): without a VAT number it is exempt.
 */
export function isSellerVatExempt(seller: {
  country: InvoicingCountry;
  legalForm: LegalForm;
  vatRegime: VatRegime;
  vatNumber: string;
}): boolean {
  if (seller.country === 'UK') return !seller.vatNumber;
  if (seller.vatRegime === VatRegime.FRANCHISE) return true;
  return (
    seller.vatRegime === VatRegime.UNSPECIFIED && seller.legalForm === LegalForm.MICROENTERPRISE
  );
}
