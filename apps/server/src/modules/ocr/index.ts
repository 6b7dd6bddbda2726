export { createOcrService } from './ocr.rpc.js';
export { createTesseractEngine } from './adapters/tesseract-engine.js';
export type { OcrEngine, OcrResult } from './ocr-engine.js';
export { readDocumentText } from './read-document-text.js';
