import { formatContentDisposition } from './content-disposition.js';

/** The types a browser shows by itself (its PDF viewer, an image): the only ones served inline. */
const VIEWABLE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * The policy of every served document. A stored file may be a polyglot (a PDF
 * or PNG that is also an HTML page): `sandbox` gives the response an opaque
 * origin without scripts, so even a browser that rendered it as a page could
 * reach nothing of the app's origin; nothing may be loaded from it but itself.
 * Chromium's PDF viewer and image view work under it; only the app's own pages
 * may frame it (the back-office shows PDFs in a frame).
 */
export const DOCUMENT_CONTENT_SECURITY_POLICY = [
  'sandbox',
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'self'",
].join('; ');

/** Whether a document of this type may be shown in the browser rather than downloaded. */
export function canShowInline(contentType: string): boolean {
  return VIEWABLE_TYPES.has(contentType);
}

/**
 * The headers of a document served from the app's origin: a download unless a
 * viewable type was asked to be shown, never sniffed, sandboxed, never cached,
 * and its signed URL never sent on as a referrer.
 */
export function getDownloadHeaders(input: {
  fileName: string;
  contentType: string;
  inline: boolean;
}): Record<string, string> {
  return {
    'content-type': input.contentType,
    'content-disposition': formatContentDisposition(
      input.fileName,
      input.inline && canShowInline(input.contentType),
    ),
    'x-content-type-options': 'nosniff',
    'content-security-policy': DOCUMENT_CONTENT_SECURITY_POLICY,
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'cache-control': 'private, no-store',
  };
}
