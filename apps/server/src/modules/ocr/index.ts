export { createOcrService } from './ocr.rpc.js';
export { createTesseractEngine } from './adapters/tesseract-engine.js';
export type { OcrEngine, OcrResult } from './ocr-engine.js';
export { readDocumentText } from './read-document-text.js';
export {
  OCR_DOCUMENT_TYPES,
  OPERATOR_READ_ACTION,
  type OcrReading,
} from './use-cases/read-owned-document.js';
export { readIdentityDocument } from './use-cases/read-identity-document.js';
export { readProofOfAddress } from './use-cases/read-proof-of-address.js';
export { readBankDocument } from './use-cases/read-bank-document.js';
export { countFilled, readFileFields } from './use-cases/run-ocr.js';
