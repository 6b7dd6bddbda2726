import { mkdir, readFile, symlink, copyFile, access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { toOcrLines, type OcrEngine, type OcrResult } from '../ocr-engine.js';

/**
 * Spanish alone: its model reads the documents' accents and Ñ as well as the
 * MRZ's letters, digits and fillers and the IBAN. English beside it made each
 * reading 20–35 % slower (Tesseract tries words in each language) and lost
 * the accents of names whenever its reading of a word won.
 */
const LANGUAGES = ['spa'] as const;

/**
 * The LSTM-only "best_int" models: 8-bit integer networks, about three times
 * faster than the float ones for nearly the same accuracy, and without the
 * legacy engine that orientation detection (OSD) would need.
 */
const MODEL_FOLDER = '4.0.0_best_int';

/** A recognition still running after this long is taken as stuck and its worker replaced. */
const JOB_TIME_LIMIT_MS = 15_000;

/**
 * Readings wait their turn for the one worker; past this many waiting, a new
 * one is refused at once rather than left to overrun its caller's time limit.
 */
const MAX_WAITING_JOBS = 8;

const require = createRequire(import.meta.url);

async function getDataPackage(language: string) {
  const manifest = require.resolve(`@tesseract.js-data/${language}/package.json`);
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return {
    version,
    file: path.join(path.dirname(manifest), MODEL_FOLDER, `${language}.traineddata.gz`),
  };
}

/**
 * Tesseract reads every language from one folder (`langPath`), while npm puts
 * each language in its own package: this folder links to the packages' files
 * (or copies them where links are not allowed). Its name carries the
 * packages' versions, so that an upgrade never reads an older cache.
 */
async function prepareLanguageFolder(
  dataDir: string,
): Promise<{ langPath: string; cachePath: string }> {
  const packages = await Promise.all(LANGUAGES.map(getDataPackage));
  const name = LANGUAGES.map((language, index) => `${language}-${packages[index]!.version}`).join(
    '_',
  );
  const langPath = path.join(dataDir, `tessdata_${name}`);
  const cachePath = path.join(langPath, 'cache');
  await mkdir(cachePath, { recursive: true });
  for (const [index, language] of LANGUAGES.entries()) {
    const target = path.join(langPath, `${language}.traineddata.gz`);
    const exists = await access(target).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    await symlink(packages[index]!.file, target).catch(() =>
      copyFile(packages[index]!.file, target),
    );
  }
  return { langPath, cachePath };
}

export interface TesseractEngineOptions {
  /** Where the language folder and Tesseract's cache live (under DATA_DIR). */
  dataDir: string;
  logger: FastifyBaseLogger;
}

/**
 * Tesseract.js with its WebAssembly core (tesseract.js-core) and its language
 * data (@tesseract.js-data/*) read from node_modules: nothing is fetched. One
 * long-lived worker, started on the first recognition and reused; jobs run
 * one at a time, each timed from its start. A job that fails or overruns
 * replaces the worker. Once closed (the app stops), jobs are refused.
 */
export function createTesseractEngine(options: TesseractEngineOptions): OcrEngine {
  let starting: Promise<Worker> | undefined;

  async function startWorker(): Promise<Worker> {
    const { langPath, cachePath } = await prepareLanguageFolder(options.dataDir);
    const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath,
      cachePath,
      gzip: true,
      logger: () => {},
      errorHandler: (error: unknown) => {
        options.logger.error({ err: error }, 'The OCR worker failed');
      },
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      user_defined_dpi: '300',
      preserve_interword_spaces: '1',
    });
    return worker;
  }

  function getWorker(): Promise<Worker> {
    starting ??= startWorker().catch((error: unknown) => {
      starting = undefined;
      throw error;
    });
    return starting;
  }

  async function stopWorker(worker: Promise<Worker> | undefined) {
    if (starting === worker) starting = undefined;
    const started = await worker?.catch(() => undefined);
    await started?.terminate().catch(() => undefined);
  }

  let closed = false;
  // A job in flight when the app closes would never settle: terminating a
  // tesseract.js worker leaves its pending jobs unanswered.
  let signalClosed: (error: Error) => void = () => {};
  const whenClosed = new Promise<never>((_, reject) => {
    signalClosed = reject;
  });
  whenClosed.catch(() => undefined);

  async function run(image: Buffer): Promise<OcrResult> {
    if (closed) throw new Error('The OCR engine is closed');
    const current = getWorker();
    const worker = await current;
    if (closed) throw new Error('The OCR engine is closed');
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`OCR took more than ${JOB_TIME_LIMIT_MS} ms`)),
        JOB_TIME_LIMIT_MS,
      );
    });
    try {
      // rotateAuto straightens a skew of a few degrees with the angle of the
      // text lines found by the page layout analysis (no OSD model needed).
      const { data } = await Promise.race([
        worker.recognize(image, { rotateAuto: true }),
        overrun,
        whenClosed,
      ]);
      return { text: data.text, lines: toOcrLines(data.text), confidence: data.confidence };
    } catch (error) {
      await stopWorker(current);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  return {
    recognise(image: Buffer, { signal }: { signal?: AbortSignal } = {}): Promise<OcrResult> {
      if (waiting >= MAX_WAITING_JOBS) return Promise.reject(new Error('The OCR queue is full'));
      waiting += 1;
      const job = queue.then(() => {
        waiting -= 1;
        signal?.throwIfAborted();
        return run(image);
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      closed = true;
      signalClosed(new Error('The OCR engine is closed'));
      await stopWorker(starting);
    },
  };
}
