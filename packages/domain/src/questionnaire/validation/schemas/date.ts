import * as z from 'zod/mini';
import { EARLIEST_BIRTH_DATE, isAdultOn, isIsoDate, type IsoDate } from '../dates.js';
import { FIELD_MESSAGES, type FieldMessage } from '../messages.js';
import { typed } from './text.js';

type DateRule = z.core.$ZodCheck<string>;

/** A date written YYYY-MM-DD that exists, then `rules`; empty, it is `required` or a clearing. */
export function date(required: boolean, ...rules: DateRule[]) {
  return typed(z.string().check(z.refine(isIsoDate, FIELD_MESSAGES.date), ...rules), required);
}

/** A date on or before `latest`, `message` otherwise (a document's date is not in the future). */
export function notAfter(latest: IsoDate, message = FIELD_MESSAGES.futureDate): DateRule {
  return z.refine((value: string) => value <= latest, message);
}

/** A date on or after `earliest`, `message` otherwise. */
export function notBefore(earliest: IsoDate, message: FieldMessage): DateRule {
  return z.refine((value: string) => value >= earliest, message);
}

/**
 * A date of birth, required: before 1900 it is a typing mistake. The founder
 * must be of age on the day they answer; anyone else must
 * simply be born before `today`.
 */
export function dateOfBirth(today: IsoDate, { founder }: { founder: boolean }) {
  return date(
    true,
    notBefore(EARLIEST_BIRTH_DATE, FIELD_MESSAGES.date),
    founder
      ? z.refine((value: string) => isAdultOn(value, today), FIELD_MESSAGES.adult)
      : z.refine((value: string) => value < today, FIELD_MESSAGES.futureDate),
  );
}
