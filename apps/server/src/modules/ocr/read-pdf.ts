import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { UnreadableDocumentError } from './unreadable-document.js';

/**
 * A text layer with fewer letters and digits than this is taken as none: a
 * scan saved as PDF often carries a page number or a scanner's stamp only.
 */
const MIN_TEXT_LAYER_CHARACTERS = 20;

/**
 * A scanned page is rendered with its longest side this long, whatever its
 * page size says: a card scanned on its own sits on a card-sized page, which
 * a fixed scale would render too small to read; preparation then scales the
 * image to its reading size.
 */
const RENDER_LONG_SIDE = 2000;

/** Never rendered smaller than 144 dpi, nor larger than 600 dpi (scales 2 and 8.3 of 72 dpi). */
const RENDER_SCALES = { min: 2, max: 600 / 72 } as const;

export type PdfContent = { kind: 'text'; text: string } | { kind: 'image'; image: Buffer };

/**
 * What a PDF gives to read: its text layer when it has one (the bill or
 * certificate as the issuer produced it, read without OCR), else its first
 * page rendered to a PNG for OCR (pdf.js with @napi-rs/canvas, offline).
 * A file pdf.js cannot open (damaged, or locked by a password) is an
 * UnreadableDocumentError, the sender's to fix.
 */
export async function readPdf(bytes: Buffer): Promise<PdfContent> {
  const unreadable = (error: unknown) => {
    throw new UnreadableDocumentError('The PDF cannot be opened', { cause: error });
  };
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 }).catch(unreadable);
  try {
    const { text } = await extractText(pdf, { mergePages: true }).catch(unreadable);
    if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_TEXT_LAYER_CHARACTERS) {
      return { kind: 'text', text };
    }
    const page = await pdf.getPage(1).catch(unreadable);
    const { width, height } = page.getViewport({ scale: 1 });
    const scale = Math.min(
      RENDER_SCALES.max,
      Math.max(RENDER_SCALES.min, RENDER_LONG_SIDE / Math.max(width, height, 1)),
    );
    const image = await renderPageAsImage(pdf, 1, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale,
    });
    return { kind: 'image', image: Buffer.from(image) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
