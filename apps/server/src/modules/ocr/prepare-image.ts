import sharp from 'sharp';
import { UnreadableDocumentError } from './unreadable-document.js';

/**
 * Tesseract's LSTM models misread text much larger than they were trained on
 * (an MRZ '8' as '9', characters doubled) as well as text too small, so each
 * kind of document is scaled to the size at which its text is 20–40 px high:
 * an ID card or a passport page (text and MRZ ~2.5 mm high) to 1000 px
 * across, an A4 page (body text ~3 mm) to 1700 px high, about 150 dpi.
 */
export const READING_SIZES = { card: 1000, page: 1700 } as const;

export type DocumentLayout = keyof typeof READING_SIZES;

/** Refuses decompression bombs: no upload (10 MB at most) is a real photo of more pixels. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * Once contrast is stretched, the ink of printed text is darker than this
 * (of 255); the security print of ID cards (guilloche lines, tinted
 * backgrounds, the ghost photo) is lighter.
 */
const INK_WHITE_POINT = 110;

/**
 * A scanned page whose content, once its blank margins are cut, is landscape
 * with about the proportions of an ID-1 card (85.6 × 54 mm, 1.59) is a card
 * scanned on its own.
 */
const CARD_PROPORTIONS = { min: 1.3, max: 1.9 } as const;

/** The difference from the corner's colour that still counts as margin (of 255): a scanner's noise. */
const MARGIN_THRESHOLD = 40;

/**
 * Makes an uploaded photo or scan ready for OCR: turned upright by its EXIF
 * orientation, grey, contrast stretched, its longest side scaled to the
 * reading size of its layout, as PNG.
 */
export async function prepareImage(bytes: Buffer, layout: DocumentLayout): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const { width = 0, height = 0 } = await image
    .metadata()
    .then((metadata) => metadata.autoOrient)
    .catch((error: unknown) => {
      throw new UnreadableDocumentError('The image cannot be decoded', { cause: error });
    });
  const scale = READING_SIZES[layout] / Math.max(width, height, 1);
  return image
    .resize({
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      kernel: scale > 1 ? 'cubic' : 'lanczos3',
    })
    .grayscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch((error: unknown) => {
      throw new UnreadableDocumentError('The image cannot be decoded', { cause: error });
    });
}

/**
 * The prepared image with every tone lighter than the ink turned white and
 * the ink kept with its anti-aliased edges. Tesseract's own binarisation
 * keeps the fine lines of a card's security print, and its page layout
 * analysis then takes the whole card for a picture and reads nothing.
 */
export function keepInk(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .linear(255 / INK_WHITE_POINT, 0)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * What a scanned page holds: its content with the blank margins cut when it
 * has the proportions of a card scanned on its own ('card'), else the whole
 * page ('page': a page of A4, or both sides of a card on one page).
 */
export async function findScannedCard(
  page: Buffer,
): Promise<{ image: Buffer; layout: DocumentLayout }> {
  const { data, info } = await sharp(page)
    .trim({ threshold: MARGIN_THRESHOLD })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => ({ data: page, info: undefined }));
  const proportions = info ? info.width / Math.max(info.height, 1) : 0;
  return proportions >= CARD_PROPORTIONS.min && proportions <= CARD_PROPORTIONS.max
    ? { image: data, layout: 'card' }
    : { image: page, layout: 'page' };
}

/** The same prepared image turned by a quarter, half or three-quarter turn. */
export function rotateImage(image: Buffer, degrees: 90 | 180 | 270): Promise<Buffer> {
  return sharp(image).rotate(degrees).png({ compressionLevel: 1 }).toBuffer();
}

/** The same prepared image scaled by `factor`. */
export async function rescaleImage(image: Buffer, factor: number): Promise<Buffer> {
  const { width = 0 } = await sharp(image).metadata();
  return sharp(image)
    .resize({ width: Math.max(1, Math.round(width * factor)), kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
