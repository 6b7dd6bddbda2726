import * as z from 'zod/mini';
import { FIELD_MESSAGES, type FieldMessage } from '../messages.js';

export interface ChoiceRule {
  /** Whether the step needs an answer: unset, it is then `unset`'s message, not a clearing. */
  required?: boolean;
  /** The message of an unset answer the step needs; `required` unless said. */
  unset?: FieldMessage;
  /** The message of an answer outside the choices; `invalid` unless said. */
  outside?: FieldMessage;
}

/** An unset answer: an empty text, the zero (UNSPECIFIED) of a protobuf enum, an unticked box. */
export function isUnset(value: unknown): boolean {
  return value === '' || value === 0 || value === false;
}

/** One answer among `allowed`, the numbers of a protobuf enum (both countries store choices so). */
export function choice<T extends number>(
  allowed: readonly T[],
  {
    required = true,
    unset = FIELD_MESSAGES.required,
    outside = FIELD_MESSAGES.invalid,
  }: ChoiceRule = {},
) {
  return z.custom<T>().check(
    z.refine((value) => !required || !isUnset(value), unset),
    z.refine((value) => isUnset(value) || allowed.includes(value), outside),
  );
}

/** The numbers of a generated enumeration but its UNSPECIFIED zero. */
export function getChoices(enumeration: Record<string, string | number>): number[] {
  return Object.values(enumeration).filter(
    (value): value is number => typeof value === 'number' && value !== 0,
  );
}
