import path from 'node:path';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';

/** The database the configuration names: DATABASE_URL, else PGlite under DATA_DIR. */
export function openDatabaseFromConfig(config: Config): DatabaseHandle {
  return config.databaseUrl
    ? openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
}
