import * as z from 'zod/mini';
import { isCountryCode } from '../../../countries.js';
import { FIELD_MESSAGES } from '../messages.js';
import { typed } from './text.js';

/** A country from a list (an address's, a birth's, a nationality): ISO 3166-1 alpha-2, required. */
export function countryCode() {
  return typed(z.string().check(z.refine(isCountryCode, FIELD_MESSAGES.invalid)), true);
}
