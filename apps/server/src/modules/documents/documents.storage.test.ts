import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { putBytes, sampleFiles, sha256 } from '../../../test/documents.js';
import { TestClock } from '../../../test/harness.js';
import {
  startS3Emulator,
  STORAGES,
  type S3Emulator,
  type StorageKind,
} from '../../../test/storage.js';
import type { FileStorage } from './adapters/file-storage.js';
import { LocalDiskStorage, type LocalTokenPayload } from './adapters/local-disk-storage.js';
import { verifyToken } from './adapters/signed-token.js';

const key = (prefix = 'documents') => `${prefix}/${crypto.randomUUID()}/${crypto.randomUUID()}`;

function createLocalStorage(directory: string, encryptionKey = randomBytes(32)) {
  return new LocalDiskStorage({ directory, encryptionKey, baseUrl: 'http://127.0.0.1:9' });
}

/** When a URL stops working, in seconds since the epoch, read from the URL itself. */
function readExpiry(kind: StorageKind, storage: FileStorage, url: string): number {
  const query = new URL(url).searchParams;
  if (kind === 'local') {
    const check = verifyToken<LocalTokenPayload>(
      query.get('token')!,
      (storage as LocalDiskStorage).signingKey,
      new Date(0),
    );
    if (!check.ok) throw new Error('unreadable token');
    return check.payload.exp;
  }
  const signedAt = query
    .get('X-Amz-Date')!
    .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  return Date.parse(signedAt) / 1000 + Number(query.get('X-Amz-Expires'));
}

describe.each(STORAGES)('FileStorage on %s', (kind) => {
  const clock = new TestClock();
  let storage: FileStorage;
  let emulator: S3Emulator | undefined;
  let directory: string | undefined;

  beforeAll(async () => {
    if (kind === 's3') {
      emulator = await startS3Emulator();
      storage = emulator.createStorage(clock);
    } else {
      directory = mkdtempSync(path.join(tmpdir(), 'foundly-storage-'));
      storage = createLocalStorage(directory);
    }
  });
  afterAll(async () => {
    await emulator?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });
  afterEach(() => clock.reset());

  it('reads back what it wrote, with its size, until it is deleted', async () => {
    const file = key();
    const bytes = sampleFiles.pdf('round trip');
    await storage.write(file, bytes);
    expect(await storage.size(file)).toBe(bytes.length);
    expect(sha256(await storage.read(file))).toBe(sha256(bytes));

    await storage.delete(file);
    expect(await storage.size(file)).toBeUndefined();
    await expect(storage.read(file)).rejects.toThrow();
  });

  it('moves a file to another key, leaving nothing under the first', async () => {
    const [from, to] = [key('incoming'), key()];
    const bytes = sampleFiles.png('moved');
    await storage.write(from, bytes);
    await storage.move(from, to);
    expect(await storage.size(from)).toBeUndefined();
    expect(sha256(await storage.read(to))).toBe(sha256(bytes));
  });

  it('answers undefined for the size of a missing file, and deletes one without complaint', async () => {
    const missing = key();
    expect(await storage.size(missing)).toBeUndefined();
    await expect(storage.delete(missing)).resolves.toBeUndefined();
  });

  it('signs URLs that expire when asked, on its own clock', async () => {
    clock.advance(-3600);
    const now = Math.floor(clock.now().getTime() / 1000);
    const { url: upload } = await storage.createUploadUrl({
      key: key('incoming'),
      size: 10,
      sha256: sha256(Buffer.alloc(10)),
      expiresAt: new Date((now + 600) * 1000),
    });
    const download = await storage.createDownloadUrl({
      key: key(),
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      inline: false,
      expiresAt: new Date((now + 300) * 1000),
    });
    expect(readExpiry(kind, storage, upload)).toBe(now + 600);
    expect(readExpiry(kind, storage, download)).toBe(now + 300);
  });
});

describe('LocalDiskStorage', () => {
  let directory: string;
  const encryptionKey = randomBytes(32);
  let storage: LocalDiskStorage;

  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'foundly-storage-'));
    storage = createLocalStorage(directory, encryptionKey);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('draws a new IV for every write: the same bytes never make the same file', async () => {
    const [first, second] = [key(), key()];
    const bytes = sampleFiles.pdf('same bytes');
    await storage.write(first, bytes);
    await storage.write(second, bytes);
    const onDisk = await Promise.all(
      [first, second].map((file) => readFile(path.join(directory, `${file}.enc`))),
    );
    expect(onDisk[0]!.equals(onDisk[1]!)).toBe(false);
  });

  it.each([
    ['a byte of the ciphertext', 20],
    ['a byte of the GCM tag', -1],
  ])('refuses to read a file with %s changed', async (_title, offset) => {
    const file = key();
    await storage.write(file, sampleFiles.pdf('tampered'));
    const onDisk = path.join(directory, `${file}.enc`);
    const bytes = await readFile(onDisk);
    const index = offset < 0 ? bytes.length + offset : offset;
    bytes[index] = bytes[index]! ^ 0x01;
    await writeFile(onDisk, bytes);
    await expect(storage.read(file)).rejects.toThrow();
  });

  it('cannot read a file with another key', async () => {
    const file = key();
    await storage.write(file, sampleFiles.pdf('secret'));
    await expect(createLocalStorage(directory).read(file)).rejects.toThrow();
  });

  it.each([
    ['a path that climbs out', '../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['a key with a dot segment', 'documents/../incoming'],
    ['an empty key', ''],
  ])('refuses %s as a key', async (_title, badKey) => {
    await expect(storage.write(badKey, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.read(badKey)).rejects.toThrow('Invalid storage key');
  });
});

describe('S3Storage on an S3 emulator', () => {
  const clock = new TestClock();
  let emulator: S3Emulator;
  let storage: FileStorage;

  beforeAll(async () => {
    emulator = await startS3Emulator();
    storage = emulator.createStorage(clock);
  });
  afterAll(() => emulator.close());
  afterEach(() => clock.reset());

  it('presigns a PUT that signs the announced Content-Length and SHA-256 and takes the bytes', async () => {
    const file = key('incoming');
    const bytes = sampleFiles.pdf('presigned');
    const { url, headers } = await storage.createUploadUrl({
      key: file,
      size: bytes.length,
      sha256: sha256(bytes),
      expiresAt: new Date(clock.now().getTime() + 600_000),
    });
    // S3 refuses a body of another length, or whose SHA-256 is not the signed checksum
    // header's; the emulator checks no signature, so only what is signed is checked here.
    // The checksum must be a signed header: left in the query string, S3 ignores it.
    const query = new URL(url).searchParams;
    expect(query.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'x-amz-checksum-sha256']),
    );
    expect([...query.keys()].map((name) => name.toLowerCase())).not.toContain(
      'x-amz-checksum-sha256',
    );
    expect(headers).toEqual({
      'x-amz-checksum-sha256': createHash('sha256').update(bytes).digest('base64'),
    });
    expect((await putBytes(url, bytes, headers)).status).toBe(200);
    expect(sha256(await storage.read(file))).toBe(sha256(bytes));
  });

  it('presigns a GET served with the content type and disposition asked for', async () => {
    const file = key();
    const bytes = sampleFiles.png('served');
    await storage.write(file, bytes);
    const url = await storage.createDownloadUrl({
      key: file,
      fileName: 'Reçu (copie) "final".png',
      contentType: 'image/png',
      inline: true,
      expiresAt: new Date(clock.now().getTime() + 300_000),
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Re_u (copie) 'final'.png"; filename*=UTF-8''Re%C3%A7u%20%28copie%29%20%22final%22.png`,
    );
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(bytes));
  });

  it('hands out URLs the emulator refuses once they expired', async () => {
    const file = key();
    await storage.write(file, sampleFiles.pdf());
    clock.advance(-6 * 60);
    const url = await storage.createDownloadUrl({
      key: file,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      inline: false,
      expiresAt: new Date(clock.now().getTime() + 300_000),
    });
    expect((await fetch(url)).status).toBe(403);
  });
});
