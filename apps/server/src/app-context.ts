import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { FileStorage } from './modules/documents/index.js';
import type { OcrEngine } from './modules/ocr/index.js';
import type { PaymentProvider } from './modules/payments/index.js';

/** What any module needs: passed in, never imported as a singleton. */
export interface AppContext {
  config: Config;
  db: Database;
  auth: Auth;
  logger: FastifyBaseLogger;
  clock: Clock;
  storage: FileStorage;
  payments: PaymentProvider;
  /** Reads uploaded documents (Tesseract unless a test passes another engine). */
  ocr: OcrEngine;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
