import * as z from 'zod/mini';
import { FIELD_MESSAGES, type FieldMessage } from '../messages.js';
import { isPersonName } from '../person-name.js';
import { TEXT_LIMITS } from '../text-limits.js';

/**
 * What a step sends for a field it shows, read trimmed: empty, it is
 * `required` when the step needs the field and clears it otherwise; filled,
 * it goes through `rules`.
 */
export function typed(rules: z.ZodMiniType<string, string>, required: boolean) {
  return required
    ? z.pipe(z.string().check(z.trim(), z.minLength(1, FIELD_MESSAGES.required)), rules)
    : z.pipe(z.string().check(z.trim()), z.union([z.literal(''), rules]));
}

export interface TextRule {
  /** Whether the step needs the field: an empty text is then `required`, not a clearing. */
  required: boolean;
  max: number;
  /** At least this many characters, with the message a shorter text gets. */
  min?: { length: number; message: FieldMessage };
  /** A rule on the content, with the message it gives. */
  pattern?: { test: (text: string) => boolean; message: FieldMessage };
}

/** A free text: `tooLong` past `max` characters, then its shortest length and its content. */
export function text({ required, max, min, pattern }: TextRule) {
  return typed(
    z
      .string()
      .check(
        z.maxLength(max, FIELD_MESSAGES.tooLong),
        ...(min ? [z.minLength(min.length, min.message)] : []),
        ...(pattern ? [z.refine<string>(pattern.test, pattern.message)] : []),
      ),
    required,
  );
}

/** A person's name, first, middle, last or birth name. */
export function personName(required: boolean) {
  return text({
    required,
    max: TEXT_LIMITS.name,
    pattern: { test: isPersonName, message: FIELD_MESSAGES.name },
  });
}

/** A full name in parts: the first and last names as `required` says, the middle one may be cleared. */
export function fullName(required: boolean) {
  return z.object({
    first: z.optional(personName(required)),
    middle: z.optional(personName(false)),
    last: z.optional(personName(required)),
  });
}
