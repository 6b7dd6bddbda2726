import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';

/**
 * A text layer with fewer letters and digits than this is taken as none: a
 * scan saved as PDF often carries a page number or a scanner's stamp only.
 */
const MIN_TEXT_LAYER_CHARACTERS = 20;

/** A scanned page is rendered at twice its PDF size (144 dpi), then prepared like a photo. */
const RENDER_SCALE = 2;

export type PdfContent = { kind: 'text'; text: string } | { kind: 'image'; image: Buffer };

/**
 * What a PDF gives to read: its text layer when it has one (the bill or
 * certificate as the issuer produced it, read without OCR), else its first
 * page rendered to a PNG for OCR (pdf.js with @napi-rs/canvas, offline).
 */
export async function readPdf(bytes: Buffer): Promise<PdfContent> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_TEXT_LAYER_CHARACTERS) {
      return { kind: 'text', text };
    }
    const image = await renderPageAsImage(pdf, 1, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: RENDER_SCALE,
    });
    return { kind: 'image', image: Buffer.from(image) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
