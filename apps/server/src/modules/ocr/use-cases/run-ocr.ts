import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import type { DocumentLayout } from '../prepare-image.js';
import { readDocumentText } from '../read-document-text.js';
import { UnreadableDocumentError } from '../unreadable-document.js';
import { readOwnedDocument, type OcrReading } from './read-owned-document.js';

/**
 * One reading gives up after this long, or sooner when the client stops
 * waiting (its deadline); the client moves on to the review step anyway.
 */
export const OCR_TIME_LIMIT_MS = 20_000;

/** The work, or a rejection once `signal` aborts (the time limit, or the client gone). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

/** How many of an object's text fields are filled. */
export function countFilled(fields: object): number {
  return Object.values(fields).filter((value) => typeof value === 'string' && value !== '').length;
}

/** How to find fields in a text, and when a reading has found enough. */
export interface FieldGoal<Fields> {
  /** The RPC's signal: aborted when the client cancels or its deadline passes. */
  signal?: AbortSignal;
  layout: DocumentLayout;
  extract: (text: string) => Fields;
  /** How many fields a reading found; reading stops once it reaches `target`. */
  score: (fields: Fields) => number;
  target: number;
}

export interface OcrInput<Fields> extends FieldGoal<Fields> {
  documentId: string;
  reading: OcrReading;
}

/** A file to read: its bytes, and what names it in the log and in a refusal. */
export interface FileToRead {
  bytes: Buffer;
  contentType: string;
  /** The kind of reading, for the log. */
  reading: string;
  /** The file's id in the log (a document's or an upload's), never its content. */
  log: Record<string, string>;
  /** The request field a DOCUMENT_UNREADABLE names. */
  field: string;
}

/**
 * Reads one of the caller's documents and extracts fields from its text
 * (`readFileFields`).
 */
export async function runOcr<Fields>(
  app: AppContext,
  caller: Caller,
  input: OcrInput<Fields>,
): Promise<Fields> {
  const { document, bytes } = await readOwnedDocument(app, caller, input.documentId, input.reading);
  return readFileFields(
    app,
    {
      bytes,
      contentType: document.contentType,
      reading: input.reading,
      log: { documentId: document.id },
      field: 'document_id',
    },
    input,
  );
}

/**
 * Reads a file and extracts fields from its text.
 * A file that cannot be opened (a damaged or password-locked PDF, a broken
 * image) is DOCUMENT_UNREADABLE, the sender's to fix; other failures and
 * overruns become OCR_FAILED. The file's text and fields
 * are never logged (they are personal data): only the file's id, how it
 * was read, how many fields were found and how long it took.
 */
export async function readFileFields<Fields>(
  app: AppContext,
  file: FileToRead,
  goal: FieldGoal<Fields>,
): Promise<Fields> {
  const startedAt = performance.now();
  const signal = AbortSignal.any([
    AbortSignal.timeout(OCR_TIME_LIMIT_MS),
    ...(goal.signal ? [goal.signal] : []),
  ]);
  try {
    const read = await untilAborted(
      readDocumentText(app.ocr, file.bytes, file.contentType, {
        layout: goal.layout,
        score: (text) => goal.score(goal.extract(text)),
        target: goal.target,
        signal,
      }),
      signal,
    );
    const fields = goal.extract(read.text);
    app.logger.info(
      {
        ...file.log,
        reading: file.reading,
        source: read.source,
        readings: read.readings,
        confidence: Math.round(read.confidence),
        found: goal.score(fields),
        ms: Math.round(performance.now() - startedAt),
      },
      'Document read',
    );
    return fields;
  } catch (error) {
    if (error instanceof UnreadableDocumentError) {
      app.logger.warn(
        { ...file.log, reading: file.reading, contentType: file.contentType },
        'Document unreadable',
      );
      throw new DomainError(ErrorCode.DocumentUnreadable, 'The document cannot be opened', [
        { field: file.field, message: `errors.${ErrorCode.DocumentUnreadable}` },
      ]);
    }
    app.logger.error(
      {
        err: error instanceof Error ? { message: error.message } : undefined,
        ...file.log,
        reading: file.reading,
      },
      'OCR failed',
    );
    throw new DomainError(ErrorCode.OcrFailed, 'The document could not be read');
  }
}
