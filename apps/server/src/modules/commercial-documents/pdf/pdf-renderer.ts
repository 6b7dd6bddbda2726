import { getLegalMentions, type InvoiceCountry, type Locale } from '@foundly/domain';
import type { CommercialDocument } from '@foundly/proto';
import type { CommercialDocumentRenderer } from '../renderer.js';
import { getDocumentLanguage, getInvoiceCountry } from './document-format.js';
import { drawDocument } from './draw-document.js';
import { isFacturXDocument, toFacturX } from './factur-x.js';
import { getDocumentFileName } from './file-name.js';
import { loadDocumentFonts } from './fonts.js';

function getMentions(document: CommercialDocument, country: InvoiceCountry, language: Locale) {
  const content = document.content;
  return getLegalMentions({
    country,
    kind: document.kind,
    language,
    currency: document.currency,
    seller: document.seller,
    customerIsBusiness: content?.customer?.isBusiness ?? false,
    delayedInterestRate: content?.delayedInterestRate ?? 0,
    invoiceDate: content?.invoiceDate ?? '',
    supplyDate: content?.supplyDate ?? '',
    sourceDocumentNumber: document.sourceDocumentNumber,
    operationNature: content?.operationNature ?? 0,
  });
}

/**
 * The PDF of a quote, invoice or credit note in its language, with the
 * account's logo; an issued French invoice or credit note comes as a
 * Factur-X EN 16931 PDF/A-3.
 */
export function createPdfRenderer(): CommercialDocumentRenderer {
  return {
    async render(document, logo) {
      const language = getDocumentLanguage(document);
      const country = getInvoiceCountry(document);
      const mentions = getMentions(document, country, language);
      const seconds = document.issuedAt || document.updatedAt;
      const pdf = await drawDocument(document, {
        language,
        country,
        mentions,
        fonts: await loadDocumentFonts(),
        logo,
        createdAt: seconds > 0n ? new Date(Number(seconds) * 1000) : new Date(),
      });
      return {
        pdf: isFacturXDocument(document, country)
          ? await toFacturX(pdf, document, { language, mentions })
          : pdf,
        fileName: getDocumentFileName(document),
      };
    },
  };
}
