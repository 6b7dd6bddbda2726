import {
  getLegalMentions,
  isIvaExemption,
  isLocale,
  type InvoicingCountry,
  type LegalMention,
} from '@foundly/domain';
import type { InvoiceSeller } from '@foundly/proto';
import { parsePercent } from '../../../lib/amounts/amounts.js';
import type { DocumentFormValues } from '../form/document-form-values.js';

/**
 * The legal mentions the document will print at its foot, in its own language, from the
 * domain's getLegalMentions (the PDF renderer's): the seller's identity, the VAT franchise of a
 * micro-entrepreneur, the late-payment terms between businesses, the UK VAT wording.
 */
export function getPreviewMentions(
  values: DocumentFormValues,
  input: {
    country: InvoicingCountry;
    seller: InvoiceSeller | undefined;
    currency: string;
    sourceDocumentNumber: string;
  },
): LegalMention[] {
  const seller = input.seller;
  return getLegalMentions({
    country: input.country,
    kind: values.kind,
    language: isLocale(values.language) ? values.language : 'en-gb',
    currency: input.currency,
    seller: seller && {
      companyName: seller.companyName,
      legalForm: seller.legalForm,
      registrationNumber: seller.registrationNumber,
      vatNumber: seller.vatNumber,
      shareCapital: seller.shareCapital,
      register: seller.register,
      vatExempt: seller.vatExempt,
    },
    customerIsBusiness: values.customer.isBusiness,
    delayedInterestRate: parsePercent(values.delayedInterestPercent || '0') ?? 0,
    invoiceDate: values.invoiceDate,
    supplyDate: values.supplyDate,
    sourceDocumentNumber: input.sourceDocumentNumber,
    operationNature: values.operationNature,
    ivaExemption: values.lineItems.map((line) => line.ivaExemption).find(isIvaExemption),
  });
}
