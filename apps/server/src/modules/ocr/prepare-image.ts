import sharp from 'sharp';

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
 * Makes an uploaded photo or scan ready for OCR: turned upright by its EXIF
 * orientation, grey, contrast stretched, its longest side scaled to the
 * reading size of its layout, as PNG.
 */
export async function prepareImage(bytes: Buffer, layout: DocumentLayout): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const { width = 0, height = 0 } = await image.metadata().then((metadata) => metadata.autoOrient);
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
    .toBuffer();
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
