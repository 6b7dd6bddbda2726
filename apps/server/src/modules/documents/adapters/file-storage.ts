export interface UploadUrlInput {
  key: string;
  size: number;
  sha256: string;
  expiresAt: Date;
}

export interface UploadUrl {
  url: string;
  headers: Record<string, string>;
}

/** Where document bytes live. Two implementations: local disk (encrypted) and S3. */
export interface FileStorage {
  /** Names the bucket (or 'local') recorded with each document. */
  readonly bucket: string;
  /**
   * A URL the browser PUTs exactly `size` bytes to, valid until `expiresAt`, and
   * the headers the PUT must carry. `sha256` (hex) is what the owner declared:
   * a storage that can check it refuses any other bytes.
   */
  createUploadUrl(input: UploadUrlInput): Promise<UploadUrl>;
  /** A URL to view (inline) or download the file, valid until `expiresAt`. */
  createDownloadUrl(input: {
    key: string;
    fileName: string;
    contentType: string;
    inline: boolean;
    expiresAt: Date;
  }): Promise<string>;
  write(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The size of a stored file, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  move(fromKey: string, toKey: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server only; this guards the disk adapter against any other shape. */
export const STORAGE_KEY_PATTERN = /^[a-z]+(\/[0-9a-f-]{36})+$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** The key a file waits under between its PUT and its confirmation. */
export function getIncomingKey(uploadId: string): string {
  return `incoming/${uploadId}`;
}

/** The key of a confirmed document. */
export function getDocumentKey(orderId: string, documentId: string): string {
  return `documents/${orderId}/${documentId}`;
}
