import type { FileFormat } from './document-types.js';

/** The largest file accepted: a scan of a passport or a multi-page PDF fits well below it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A digital certificate (.pfx/.p12) is a few kilobytes; anything larger is not one. */
export const MAX_CERTIFICATE_BYTES = 256 * 1024;

export const MAX_FILE_NAME_LENGTH = 200;

/** How long an upload or download link stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

const EXTENSIONS: Record<FileFormat, readonly string[]> = {
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  pkcs12: ['pfx', 'p12'],
};

/** The MIME type a stored file is served with. */
export const CONTENT_TYPES: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pkcs12: 'application/x-pkcs12',
};

/**
 * A file name safe to store and show: characters outside printable Latin-1
 * become '_' (spec 01 §5), path separators too, and the name is bounded.
 */
export function sanitizeFileName(name: string): string {
  const cleaned = [...name.trim()]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const printableLatin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return printableLatin1 && char !== '/' && char !== '\\' ? char : '_';
    })
    .join('')
    .replace(/^\.+/, '_');
  return cleaned.slice(-MAX_FILE_NAME_LENGTH) || 'file';
}

/** The extension of a file name, lower-case, without the dot. */
export function getExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The format a file name's extension claims, among those accepted; undefined otherwise. */
export function getFormatOfExtension(
  name: string,
  accepted: readonly FileFormat[],
): FileFormat | undefined {
  const extension = getExtension(name);
  return accepted.find((format) => EXTENSIONS[format].includes(extension));
}

/** The size limit of a format. */
export function getMaxBytes(format: FileFormat): number {
  return format === 'pkcs12' ? MAX_CERTIFICATE_BYTES : MAX_UPLOAD_BYTES;
}
