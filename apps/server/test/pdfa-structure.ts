import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';

/**
 * What a PDF/A-3 Factur-X carries, read from the file's objects: the XMP
 * metadata, the output intent and the attached files with their
 * relationship. (A full PDF/A validator such as veraPDF is not available
 * here; these are the markers a Factur-X reader looks for.)
 */
export interface PdfaStructure {
  xmp: string;
  outputIntents: { subtype: string; hasProfile: boolean }[];
  /** The files the catalog's /AF array lists, as the document's associated files. */
  associatedFiles: { name: string; relationship: string; mimeType: string }[];
  /** The files of the /EmbeddedFiles name tree. */
  embeddedFileNames: string[];
  /** The document information dictionary. */
  info: {
    title?: string;
    author?: string;
    subject?: string;
    creator?: string;
    producer?: string;
    keywords?: string;
  };
}

function streamText(stream: PDFStream): string {
  const bytes =
    stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
  return Buffer.from(bytes).toString('utf8');
}

function textOf(value: unknown): string {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';
}

function nameOf(value: unknown): string {
  return value instanceof PDFName ? value.decodeText() : '';
}

export async function readPdfaStructure(pdf: Uint8Array): Promise<PdfaStructure> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const catalog = document.catalog;
  const metadata = catalog.lookupMaybe(PDFName.of('Metadata'), PDFStream);
  const intents = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  const outputIntents = (intents?.asArray() ?? []).map((ref) => {
    const intent = document.context.lookup(ref, PDFDict);
    return {
      subtype: nameOf(intent.get(PDFName.of('S'))),
      hasProfile: intent.lookupMaybe(PDFName.of('DestOutputProfile'), PDFStream) !== undefined,
    };
  });
  const associated = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  const associatedFiles = (associated?.asArray() ?? []).map((ref) => {
    const fileSpec = document.context.lookup(ref, PDFDict);
    const embedded = fileSpec
      .lookupMaybe(PDFName.of('EF'), PDFDict)
      ?.lookupMaybe(PDFName.of('F'), PDFStream);
    return {
      name: textOf(fileSpec.lookup(PDFName.of('UF')) ?? fileSpec.lookup(PDFName.of('F'))),
      relationship: nameOf(fileSpec.get(PDFName.of('AFRelationship'))),
      mimeType: nameOf(embedded?.dict.get(PDFName.of('Subtype'))),
    };
  });
  const names = catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const embeddedFileNames = (names?.asArray() ?? [])
    .filter((_, index) => index % 2 === 0)
    .map((entry) => textOf(document.context.lookup(entry)));
  return {
    info: {
      title: document.getTitle(),
      author: document.getAuthor(),
      subject: document.getSubject(),
      creator: document.getCreator(),
      producer: document.getProducer(),
      keywords: document.getKeywords(),
    },
    xmp: metadata ? streamText(metadata) : '',
    outputIntents,
    associatedFiles,
    embeddedFileNames,
  };
}
