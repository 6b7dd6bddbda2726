import { extractAddressFields, type AddressFields } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { countFilled, runOcr } from './run-ocr.js';

/** The address on a proof of address (home, fiscal or notification). */
export function readProofOfAddress(
  app: AppContext,
  caller: Caller,
  documentId: string,
  signal?: AbortSignal,
): Promise<AddressFields> {
  return runOcr(app, caller, {
    documentId,
    signal,
    reading: 'address',
    layout: 'page',
    extract: extractAddressFields,
    // Street, number, postal code and town; floor and door are not on every address.
    score: (fields) => countFilled({ ...fields, additionalInformation: '' }),
    target: 4,
  });
}
