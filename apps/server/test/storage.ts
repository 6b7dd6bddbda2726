import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../src/clock.js';
import { documents, uploads } from '../src/db/schema/index.js';
import { S3Storage, type S3StorageOptions } from '../src/modules/documents/adapters/s3-storage.js';
import { useTestApp, type Backend, type TestApp, type UseTestAppOptions } from './harness.js';

/** Where the documents suites store files: encrypted local disk, or S3 through an emulator. */
export type StorageKind = 'local' | 's3';

export const STORAGES: readonly StorageKind[] = ['local', 's3'];

/**
 * An s3rver on an ephemeral port of 127.0.0.1 with one bucket. It accepts any
 * credentials and, unlike S3, verifies neither V4 signatures (so not the
 * Content-Length a presigned PUT signs) nor anything but the expiry of a URL,
 * which it reads on the real clock.
 */
export interface S3Emulator {
  options: S3StorageOptions;
  /** An S3Storage on the emulator that signs its URLs on `clock`. */
  createStorage(clock?: Clock): S3Storage;
  /** Every key in the bucket. */
  listKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3Emulator(): Promise<S3Emulator> {
  const directory = mkdtempSync(path.join(tmpdir(), 'foundly-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'documents' }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    bucket: 'documents',
    region: 'eu-west-3',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({ ...options, credentials: options.credentials! });
  return {
    options,
    createStorage: (clock) => new S3Storage(options, clock),
    async listKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The files under a folder, as paths relative to it with '/' separators. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

/** The app of a documents suite and a view of what its storage holds. */
export interface StorageTestApp {
  app: () => TestApp;
  /** Every stored key; on local disk, every file under DATA_DIR/storage, `.enc` left out. */
  listStoredKeys(): Promise<string[]>;
  /** The folder of the local disk storage. */
  localDirectory(): string;
  /**
   * What an order has in the database (documents, deleted or not, and uploads)
   * and in the storage (its documents' files, and the incoming file of `fileId`).
   */
  readTraces(orderId: string, fileId?: string): Promise<OrderTraces>;
}

export interface OrderTraces {
  documents: (typeof documents.$inferSelect)[];
  uploads: (typeof uploads.$inferSelect)[];
  files: string[];
}

/**
 * `useTestApp` with documents stored on local disk (the configured default) or
 * in an S3 emulator started for the suite. The S3 storage signs on the app's
 * clock, as the app's own storage does.
 */
export function useStorageTestApp(
  backend: Backend,
  storage: StorageKind,
  options: Omit<UseTestAppOptions, 'storage'> = {},
): StorageTestApp {
  let emulator: S3Emulator | undefined;
  if (storage === 's3') {
    beforeAll(async () => {
      emulator = await startS3Emulator();
    });
    afterAll(async () => {
      await emulator?.close();
    });
  }
  const app = useTestApp(backend, {
    ...options,
    ...(storage === 's3' ? { storage: () => emulator!.createStorage(options.clock) } : {}),
  });
  const localDirectory = () => {
    const config = app().context.config.storage;
    if (config.driver !== 'local') throw new Error('not a local disk storage');
    return config.directory;
  };
  const listStoredKeys = async () => {
    if (emulator) return emulator.listKeys();
    return (await listFiles(localDirectory())).map((file) => file.replace(/\.enc$/, ''));
  };
  return {
    app,
    localDirectory,
    listStoredKeys,
    async readTraces(orderId, fileId = '') {
      const db = app().context.db;
      const [documentRows, uploadRows, keys] = await Promise.all([
        db.select().from(documents).where(eq(documents.orderId, orderId)),
        db.select().from(uploads).where(eq(uploads.orderId, orderId)),
        listStoredKeys(),
      ]);
      return {
        documents: documentRows,
        uploads: uploadRows,
        files: keys.filter(
          (key) =>
            key.startsWith(`documents/${orderId}/`) ||
            (fileId !== '' && key.startsWith(`incoming/${fileId}`)),
        ),
      };
    },
  };
}
