import { findSpanishIban } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { runOcr } from './run-ocr.js';

/** The Spanish IBAN of a bank certificate or statement; '' when none verifies. */
export function readBankDocument(
  app: AppContext,
  caller: Caller,
  documentId: string,
  signal?: AbortSignal,
): Promise<string> {
  return runOcr(app, caller, {
    documentId,
    signal,
    reading: 'iban',
    layout: 'page',
    extract: (text) => findSpanishIban(text) ?? '',
    score: (iban) => (iban ? 1 : 0),
    target: 1,
  });
}
