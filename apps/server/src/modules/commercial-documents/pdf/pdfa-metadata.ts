import {
  PDFDict,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
  type PDFDocument,
} from '@cantoo/pdf-lib';

export interface DocumentMetadata {
  title: string;
  description: string;
  author: string;
}

const PRODUCER = 'Foundly';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Replaces the text of every `<tag>…</tag>`, or of its `rdf:li` items, with `value`. */
function setXmpValue(xmp: string, tag: string, value: string): string {
  const escaped = escapeXml(value);
  const element = new RegExp(`(<${tag}>)([\\s\\S]*?)(</${tag}>)`, 'g');
  return xmp.replace(element, (_, open: string, inner: string, close: string) =>
    inner.includes('<rdf:li')
      ? `${open}${inner.replace(/(<rdf:li[^>]*>)[^<]*(<\/rdf:li>)/g, `$1${escaped}$2`)}${close}`
      : `${open}${escaped}${close}`,
  );
}

/**
 * Makes the Factur-X's metadata what PDF/A asks and what the document says.
 *
 * The library writes its XMP packet through a PDF string, one byte a
 * character, so a seller named "Atelier Lumière" comes out as invalid UTF-8,
 * and its document information (title, creator, producer, keywords) differs
 * from the XMP, which PDF/A-3 (ISO 19005-3, 6.6.2.3) forbids. Here the packet
 * is written again as UTF-8 with the document's own title, description and
 * author, the information dictionary says the same, and the keywords that
 * had no XMP counterpart are removed.
 */
export function alignPdfaMetadata(document: PDFDocument, metadata: DocumentMetadata): void {
  const stream = document.catalog.lookup(PDFName.of('Metadata'), PDFStream);
  const bytes =
    stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
  let xmp = Buffer.from(bytes)
    .toString('latin1')
    .replace(/begin="[^"]*"/, 'begin="\uFEFF"');
  xmp = setXmpValue(xmp, 'dc:title', metadata.title);
  xmp = setXmpValue(xmp, 'dc:description', metadata.description);
  xmp = setXmpValue(xmp, 'dc:creator', metadata.author);
  xmp = setXmpValue(xmp, 'pdf:Producer', PRODUCER);
  xmp = setXmpValue(xmp, 'xmp:CreatorTool', PRODUCER);
  const utf8 = new TextEncoder().encode(xmp);
  // Uncompressed, as the library wrote it: a reader may find the packet by scanning the file.
  const rewritten = document.context.stream(utf8, {
    Type: 'Metadata',
    Subtype: 'XML',
    Length: utf8.length,
  });
  const reference = document.catalog.get(PDFName.of('Metadata'));
  if (reference instanceof PDFRef) document.context.assign(reference, rewritten);
  else document.catalog.set(PDFName.of('Metadata'), document.context.register(rewritten));

  document.setTitle(metadata.title);
  document.setSubject(metadata.description);
  document.setAuthor(metadata.author);
  document.setCreator(PRODUCER);
  document.setProducer(PRODUCER);
  const info = document.context.lookup(document.context.trailerInfo.Info, PDFDict);
  info.delete(PDFName.of('Keywords'));
}
