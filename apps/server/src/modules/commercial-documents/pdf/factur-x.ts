import { PDFDocument } from '@cantoo/pdf-lib';
import { InvoiceService, type Logger } from '@e-invoice-eu/core';
import type { InvoicingCountry } from '@foundly/domain';
import {
  CommercialDocumentKind,
  CommercialDocumentStatus,
  type CommercialDocument,
} from '@foundly/proto';
import { toCiiInvoice, type CiiInvoiceOptions } from './cii-invoice.js';
import { rewriteEmbeddedFile } from './embedded-file.js';
import { alignPdfaMetadata, type DocumentMetadata } from './pdfa-metadata.js';
import { addPrecedingInvoiceReference } from './preceding-invoice.js';

/** The Factur-X profile written: the full EN 16931 semantic model ("Comfort"). */
const FACTUR_X_PROFILE = 'Factur-X-EN16931';
/** The name Factur-X gives the embedded XML. */
const FACTUR_X_FILE_NAME = 'factur-x.xml';

/**
 * An issued French invoice or credit note is a Factur-X: the PDF a person
 * reads with the EN 16931 invoice a machine reads inside it. Quotes, drafts
 * and UK documents stay plain PDFs.
 */
export function isFacturXDocument(
  document: CommercialDocument,
  country: InvoicingCountry,
): boolean {
  return (
    country === 'FR' &&
    document.status === CommercialDocumentStatus.ISSUED &&
    document.invoiceNumber !== '' &&
    (document.kind === CommercialDocumentKind.INVOICE ||
      document.kind === CommercialDocumentKind.CREDIT_NOTE)
  );
}

/** Keeps the library's messages, to explain a failure, instead of writing them to the console. */
function createMessageLog(): Logger & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    log: () => undefined,
    warn: (message) => messages.push(message),
    error: (message) => messages.push(message),
  };
}

/**
 * Turns the document's PDF into a Factur-X EN 16931 PDF/A-3: the CII XML
 * attached as `factur-x.xml` (relationship Alternative), an sRGB output
 * intent and the PDF/A and Factur-X XMP metadata. A credit note's XML gets
 * the invoice it corrects (BT-25, BT-26), which the library does not write,
 * before the PDF is saved.
 */
export async function toFacturX(
  pdf: Uint8Array,
  document: CommercialDocument,
  options: CiiInvoiceOptions & { metadata: DocumentMetadata },
): Promise<Uint8Array> {
  const log = createMessageLog();
  const service = new InvoiceService(log);
  try {
    const result = await service.generate(toCiiInvoice(document, options), {
      format: FACTUR_X_PROFILE,
      lang: options.language,
      noWarnings: true,
      pdf: { buffer: pdf, filename: 'document.pdf', mimetype: 'application/pdf' },
    });
    if (typeof result === 'string') throw new Error('Factur-X came back as text, not as a PDF');
    const facturX = await PDFDocument.load(result, { updateMetadata: false });
    if (document.kind === CommercialDocumentKind.CREDIT_NOTE && document.sourceDocumentNumber) {
      const precedingInvoice = {
        number: document.sourceDocumentNumber,
        date: document.sourceDocumentDate,
      };
      rewriteEmbeddedFile(facturX, FACTUR_X_FILE_NAME, (xml) =>
        new TextEncoder().encode(
          addPrecedingInvoiceReference(new TextDecoder().decode(xml), precedingInvoice),
        ),
      );
    }
    alignPdfaMetadata(facturX, options.metadata);
    return await facturX.save();
  } catch (error) {
    const details = log.messages.join('\n');
    throw new Error(
      `Factur-X of ${document.invoiceNumber} failed${details ? `:\n${details}` : ''}`,
      {
        cause: error,
      },
    );
  }
}
