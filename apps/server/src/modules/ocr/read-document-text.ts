import type { OcrEngine, OcrResult } from './ocr-engine.js';
import {
  findScannedCard,
  keepInk,
  prepareImage,
  rescaleImage,
  rotateImage,
  type DocumentLayout,
} from './prepare-image.js';
import { readPdf } from './read-pdf.js';

/**
 * Above this mean confidence, with at least UPRIGHT_CHARACTERS read, the page
 * is taken as upright even when the wanted fields are not all on it: text
 * read sideways or upside down scores far lower with Tesseract's LSTM models.
 */
const UPRIGHT_CONFIDENCE = 75;

/**
 * A page taken for a picture (a card's security print) is read as a few
 * characters with a high confidence: so little text says nothing of how the
 * page is turned.
 */
const UPRIGHT_CHARACTERS = 20;

/**
 * An upright image whose fields were not all read is read again larger, then
 * smaller: the document may fill less (or more) of the photo than usual, and
 * the models misread some glyph sizes that they read right at another.
 */
const RETRY_SCALES = [1.4, 0.7] as const;

/** Photos taken sideways or upside down whose EXIF does not say so. */
const RETRY_TURNS = [90, 270, 180] as const;

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

function isUpright({ confidence, text }: OcrResult): boolean {
  return (
    confidence >= UPRIGHT_CONFIDENCE &&
    text.replace(/[^\p{L}\p{N}]/gu, '').length >= UPRIGHT_CHARACTERS
  );
}

/**
 * Reads an image until the goal is met, each reading started only when the
 * ones before fell short: as prepared; then its ink alone (keepInk), which
 * reads cards whatever their security print, but thins some glyphs into
 * others (an MRZ's 'IA<' read 'ITA<'), hence second; then, if either page
 * was upright, the ink larger and smaller; if not, the ink turned a quarter
 * at a time. Keeps the reading that found the most fields, the most
 * confident among equals.
 */
async function recogniseTowards(
  engine: OcrEngine,
  image: Buffer,
  goal: ReadingGoal,
): Promise<{ best: Reading; readings: number }> {
  const read = async (input: Buffer): Promise<Reading> => {
    goal.signal?.throwIfAborted();
    const result = await engine.recognise(input, { signal: goal.signal });
    return { result, score: goal.score(result.text) };
  };
  const isBetter = (reading: Reading, than: Reading) =>
    reading.score > than.score ||
    (reading.score === than.score && reading.result.confidence > than.result.confidence);
  let best = await read(image);
  if (best.score >= goal.target) return { best, readings: 1 };
  const ink = await keepInk(image);
  const inkReading = await read(ink);
  let readings = 2;
  const upright = isUpright(best.result) || isUpright(inkReading.result);
  if (isBetter(inkReading, best)) best = inkReading;
  if (best.score >= goal.target) return { best, readings };
  const retries = upright
    ? RETRY_SCALES.map((factor) => () => rescaleImage(ink, factor))
    : RETRY_TURNS.map((degrees) => () => rotateImage(ink, degrees));
  for (const retry of retries) {
    const reading = await read(await retry());
    readings += 1;
    if (isBetter(reading, best)) best = reading;
    if (best.score >= goal.target) break;
  }
  return { best, readings };
}

/**
 * The text of an uploaded document: a PDF's text layer without OCR, else OCR
 * of the image (a photo or scan, or a PDF's first page rendered), read
 * towards the caller's goal. A card scanned on its own into a PDF is cut out
 * of its page and read as a card; a whole page as a page.
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
    ({ image, layout } =
      goal.layout === 'card'
        ? await findScannedCard(content.image)
        : { image: content.image, layout: 'page' });
  }
  const prepared = await prepareImage(image, layout);
  const { best, readings } = await recogniseTowards(engine, prepared, goal);
  return { text: best.result.text, source: 'ocr', confidence: best.result.confidence, readings };
}
