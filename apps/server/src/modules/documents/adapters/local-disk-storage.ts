import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  type FileStorage,
  type UploadUrl,
  type UploadUrlInput,
} from './file-storage.js';
import { signToken } from './signed-token.js';

/** File layout: magic, 12-byte IV, AES-256-GCM ciphertext, 16-byte tag. */
const MAGIC = Buffer.from('FDL1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const OVERHEAD = MAGIC.length + IV_BYTES + TAG_BYTES;

export interface LocalTokenPayload {
  op: 'put' | 'get';
  key: string;
  exp: number;
  size?: number;
  name?: string;
  type?: string;
  inline?: boolean;
}

/**
 * The embedded storage: files on local disk, encrypted at rest with
 * AES-256-GCM, reached through HMAC-signed URLs that expire. The URLs are
 * served by this server under /api/storage/objects.
 */
export class LocalDiskStorage implements FileStorage {
  readonly bucket = 'local';
  /** Signs the URLs; derived from the encryption key so that one secret is enough. */
  readonly signingKey: Buffer;

  constructor(
    private readonly options: { directory: string; encryptionKey: Buffer; baseUrl: string },
  ) {
    this.signingKey = Buffer.from(hkdfSync('sha256', options.encryptionKey, '', 'url-signing', 32));
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.options.directory, `${key}.enc`);
  }

  private url(payload: LocalTokenPayload): string {
    return `${this.options.baseUrl}/api/storage/objects?token=${signToken(payload, this.signingKey)}`;
  }

  /** The PUT route checks the bytes against the upload's declared SHA-256 itself. */
  async createUploadUrl({ key, size, expiresAt }: UploadUrlInput): Promise<UploadUrl> {
    const url = this.url({ op: 'put', key, size, exp: Math.floor(expiresAt.getTime() / 1000) });
    return { url, headers: {} };
  }

  async createDownloadUrl(input: {
    key: string;
    fileName: string;
    contentType: string;
    inline: boolean;
    expiresAt: Date;
  }) {
    return this.url({
      op: 'get',
      key: input.key,
      name: input.fileName,
      type: input.contentType,
      inline: input.inline,
      exp: Math.floor(input.expiresAt.getTime() / 1000),
    });
  }

  async write(key: string, bytes: Buffer) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.options.encryptionKey, iv);
    const encrypted = Buffer.concat([
      MAGIC,
      iv,
      cipher.update(bytes),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, encrypted, { mode: 0o600 });
    await rename(temporary, file);
  }

  async read(key: string) {
    const encrypted = await readFile(this.pathOf(key));
    if (!encrypted.subarray(0, MAGIC.length).equals(MAGIC))
      throw new Error('Not an encrypted file');
    const iv = encrypted.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
    const tag = encrypted.subarray(encrypted.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.options.encryptionKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(encrypted.subarray(MAGIC.length + IV_BYTES, encrypted.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }

  async size(key: string) {
    try {
      return (await stat(this.pathOf(key))).size - OVERHEAD;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async move(fromKey: string, toKey: string) {
    const target = this.pathOf(toKey);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(fromKey), target);
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}
