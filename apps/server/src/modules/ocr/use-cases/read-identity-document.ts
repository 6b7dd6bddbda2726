import { extractIdentityFields, type IdentityFields } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { countFilled, runOcr } from './run-ocr.js';

/**
 * The fields of one side of an identity document (DNI front or back, NIE/TIE
 * card, ID card or passport): the MRZ when its check digits verify, else the
 * visual zone. A two-sided document is read once per side; the client merges.
 */
export function readIdentityDocument(
  app: AppContext,
  caller: Caller,
  documentId: string,
  signal?: AbortSignal,
): Promise<IdentityFields> {
  const today = app.clock.now();
  return runOcr(app, caller, {
    documentId,
    signal,
    reading: 'identity',
    layout: 'card',
    extract: (text) => extractIdentityFields(text, today),
    // The MRZ or the front's visual zone give all but the place of birth,
    // which only the back of a DNI carries.
    score: (fields) => countFilled({ ...fields, placeOfBirth: '' }),
    target: 5,
  });
}
