import type { OcrEngine, OcrResult } from './ocr-engine.js';
import { prepareImage, rescaleImage, rotateImage, type DocumentLayout } from './prepare-image.js';
import { readPdf } from './read-pdf.js';

/**
 * Above this mean confidence the page is taken as upright even when the
 * wanted fields are not all on it: text read sideways or upside down scores
 * far lower with Tesseract's LSTM models.
 */
const UPRIGHT_CONFIDENCE = 75;

/**
 * An upright image whose fields were not all read is read again larger, then
 * smaller: the document may fill less (or more) of the photo than usual, and
 * the models misread some glyph sizes that they read right at another.
 */
const RETRY_SCALES = [1.4, 0.7] as const;

/** What the caller looks for: how many of its fields a text gives, and how many it needs. */
export interface ReadingGoal {
  /** A card (ID card, passport page) or a page (A4 bill or certificate). */
  layout: DocumentLayout;
  score(text: string): number;
  target: number;
  /** Aborted when the caller stops waiting: no further reading is started. */
  signal?: AbortSignal;
}

/** How the text of a document was obtained. */
export type TextSource = 'text-layer' | 'ocr';

export interface DocumentText {
  text: string;
  source: TextSource;
  /** Tesseract's confidence (0–100); 100 for a text layer. */
  confidence: number;
  /** How many images Tesseract read (0 for a text layer). */
  readings: number;
}

interface Reading {
  result: OcrResult;
  score: number;
}

/**
 * Reads an image until the goal is met: as prepared; then, if the page is
 * upright (confident) but short of the goal, larger and smaller;
 * if not confident, turned a quarter at a time (photos taken sideways or
 * upside down whose EXIF does not say so). Keeps the reading that found
 * the most fields, the most confident among equals.
 */
async function recogniseTowards(
  engine: OcrEngine,
  image: Buffer,
  goal: ReadingGoal,
): Promise<{ best: Reading; readings: number }> {
  const read = async (input: Buffer): Promise<Reading> => {
    const result = await engine.recognise(input, { signal: goal.signal });
    return { result, score: goal.score(result.text) };
  };
  let best = await read(image);
  let readings = 1;
  if (best.score >= goal.target) return { best, readings };
  const retries =
    best.result.confidence >= UPRIGHT_CONFIDENCE
      ? RETRY_SCALES.map((factor) => () => rescaleImage(image, factor))
      : ([90, 270, 180] as const).map((degrees) => () => rotateImage(image, degrees));
  for (const retry of retries) {
    goal.signal?.throwIfAborted();
    const reading = await read(await retry());
    readings += 1;
    if (
      reading.score > best.score ||
      (reading.score === best.score && reading.result.confidence > best.result.confidence)
    ) {
      best = reading;
    }
    if (best.score >= goal.target) break;
  }
  return { best, readings };
}

/**
 * The text of an uploaded document: a PDF's text layer without OCR, else OCR
 * of the image (a photo or scan, or a PDF's first page rendered), read
 * towards the caller's goal.
 */
export async function readDocumentText(
  engine: OcrEngine,
  bytes: Buffer,
  contentType: string,
  goal: ReadingGoal,
): Promise<DocumentText> {
  let image = bytes;
  let layout = goal.layout;
  if (contentType === 'application/pdf' || bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    const content = await readPdf(bytes);
    if (content.kind === 'text') {
      return { text: content.text, source: 'text-layer', confidence: 100, readings: 0 };
    }
    image = content.image;
    // A scan saved as PDF is a whole page, with a card (if any) somewhere on it.
    layout = 'page';
  }
  const prepared = await prepareImage(image, layout);
  const { best, readings } = await recogniseTowards(engine, prepared, goal);
  return { text: best.result.text, source: 'ocr', confidence: best.result.confidence, readings };
}
