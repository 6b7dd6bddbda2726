import type { Clock } from '../../../clock.js';
import type { Config } from '../../../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';

/** The storage the configuration names. */
export function createFileStorage(config: Config, clock: Clock): FileStorage {
  const storage = config.storage;
  if (storage.driver === 's3') return new S3Storage(storage, clock);
  return new LocalDiskStorage({
    directory: storage.directory,
    encryptionKey: storage.encryptionKey,
    baseUrl: config.baseUrl,
  });
}
