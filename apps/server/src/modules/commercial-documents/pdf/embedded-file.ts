import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFHexString,
  decodePDFRawStream,
  type PDFDocument,
} from '@cantoo/pdf-lib';

/** Stream entries that describe the stored bytes rather than the file: written anew. */
const ENCODING_KEYS = new Set(['Length', 'Filter', 'DecodeParms']);

function fileSpecName(spec: PDFDict): string | undefined {
  const name = spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'));
  return name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : undefined;
}

/**
 * Replaces the bytes of a file embedded in the document (one of its
 * associated files, PDF/A-3's /AF) with what `rewrite` makes of them, in the
 * same object, so that every reference to it (the file specification, the
 * name tree) stays as it was; the file's parameters keep their dates and
 * get the new size.
 */
export function rewriteEmbeddedFile(
  document: PDFDocument,
  fileName: string,
  rewrite: (bytes: Uint8Array) => Uint8Array,
): void {
  const associated = document.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  const spec = associated
    ?.asArray()
    .map((entry) => document.context.lookup(entry))
    .find(
      (entry): entry is PDFDict => entry instanceof PDFDict && fileSpecName(entry) === fileName,
    );
  const reference = spec?.lookupMaybe(PDFName.of('EF'), PDFDict)?.get(PDFName.of('F'));
  const stream = reference instanceof PDFRef ? document.context.lookup(reference) : undefined;
  if (!(reference instanceof PDFRef) || !(stream instanceof PDFRawStream)) {
    throw new Error(`The document has no embedded ${fileName}`);
  }
  const bytes = rewrite(decodePDFRawStream(stream).decode());
  const rewritten = document.context.flateStream(bytes);
  for (const [key, value] of stream.dict.entries()) {
    if (!ENCODING_KEYS.has(key.decodeText())) rewritten.dict.set(key, value);
  }
  stream.dict
    .lookupMaybe(PDFName.of('Params'), PDFDict)
    ?.set(PDFName.of('Size'), PDFNumber.of(bytes.length));
  document.context.assign(reference, rewritten);
}
