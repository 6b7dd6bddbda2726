import * as z from 'zod/mini';
import type { FieldMessage } from '../messages.js';

/** A number `isValid` accepts; `message` otherwise, and for a number that is not one (NaN). */
export function numberThat(isValid: (value: number) => boolean, message: FieldMessage) {
  return z.number({ error: message }).check(z.refine(isValid, message));
}
