/**
 * A document the OCR cannot open: not the image or PDF its first bytes
 * claim, damaged, locked by a password, or of an absurd size. The sender's
 * to fix (another copy), not a failure of the service.
 */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}
