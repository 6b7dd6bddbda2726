/** What an OCR engine read on one image. */
export interface OcrResult {
  text: string;
  /** The non-empty lines of `text`, trimmed. */
  lines: string[];
  /** The engine's mean confidence, 0–100. */
  confidence: number;
}

/**
 * Reads the text of an image (PNG or JPEG bytes, already prepared). The app
 * uses Tesseract; tests of the reading rules pass a fake or a spy.
 */
export interface OcrEngine {
  /** `signal`: a reading still waiting for its turn when it aborts is not done. */
  recognise(image: Buffer, options?: { signal?: AbortSignal }): Promise<OcrResult>;
  /** Stops the engine's workers; it reads nothing afterwards. */
  close?(): Promise<void>;
}

/** Splits OCR text into its non-empty, trimmed lines. */
export function toOcrLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
