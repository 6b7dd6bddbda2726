import {
  getLegalMentions,
  isIvaExemption,
  type InvoicingCountry,
  type IvaExemption,
  type Locale,
} from '@foundly/domain';
import type { CommercialDocument } from '@foundly/proto';
import type { CommercialDocumentRenderer } from '../renderer.js';
import { DOCUMENT_COPY } from './document-copy.js';
import { formatDate, getDocumentLanguage, getInvoicingCountry } from './document-format.js';
import { drawDocument } from './draw-document.js';
import { isFacturXDocument, toFacturX } from './factur-x.js';
import { getDocumentFileName } from './file-name.js';
import { loadDocumentFonts } from './fonts.js';

function getMentions(document: CommercialDocument, country: InvoicingCountry, language: Locale) {
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
    sourceDocumentDate: document.sourceDocumentDate,
    operationNature: content?.operationNature ?? 0,
    ivaExemption: content?.lineItems
      .map((line) => line.ivaExemption)
      .find((code): code is IvaExemption => isIvaExemption(code)),
  });
}

/** "Facture F-2026-0001", and who issued it when, for the PDF's metadata. */
function getMetadata(document: CommercialDocument, language: Locale) {
  const title = `${DOCUMENT_COPY[language].title[document.kind]} ${document.invoiceNumber}`;
  const author = document.seller?.companyName ?? '';
  const date = formatDate(document.content?.invoiceDate ?? '', language);
  return { title, author, description: [title, author, date].filter(Boolean).join(' – ') };
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
      const country = getInvoicingCountry(document);
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
          ? await toFacturX(pdf, document, {
              language,
              mentions,
              metadata: getMetadata(document, language),
            })
          : pdf,
        fileName: getDocumentFileName(document),
      };
    },
  };
}
