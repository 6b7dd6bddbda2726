import { isIsoDate } from '../../france/validation/dates.js';
import { SPANISH_FIELD_MESSAGES as MESSAGES, type SpanishFieldMessage } from './messages.js';

type Message = SpanishFieldMessage | undefined;

export interface TextRule {
  /** Whether the step needs the field: an empty text is then `required`, not a clearing. */
  required: boolean;
  max: number;
  /** At least this many characters, with the message a shorter text gets. */
  min?: { length: number; message: SpanishFieldMessage };
  /** A rule on the content, with the message it gives. */
  pattern?: { test: (text: string) => boolean; message: SpanishFieldMessage };
}

/**
 * The message for a text of an update, undefined when it is fine or absent.
 * It is read trimmed; an empty text clears an optional field.
 */
export function checkText(value: string | undefined, rule: TextRule): Message {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return rule.required ? MESSAGES.required : undefined;
  if (text.length > rule.max) return MESSAGES.tooLong;
  if (rule.min && text.length < rule.min.length) return rule.min.message;
  if (rule.pattern && !rule.pattern.test(text)) return rule.pattern.message;
  return undefined;
}

/**
 * An enumeration of the update, as its number: absent is not checked, 0
 * (UNSPECIFIED) is `emptyMessage` when the step needs an answer, and a number
 * outside `allowed` is invalid.
 */
export function checkEnum(
  value: number | undefined,
  allowed: readonly number[],
  {
    required,
    emptyMessage = MESSAGES.required,
  }: { required: boolean; emptyMessage?: SpanishFieldMessage },
): Message {
  if (value === undefined) return undefined;
  if (value === 0) return required ? emptyMessage : undefined;
  return allowed.includes(value) ? undefined : MESSAGES.invalid;
}

/** The numbers of a generated enumeration but its UNSPECIFIED zero. */
export function getChoices(enumeration: Record<string, string | number>): number[] {
  return Object.values(enumeration).filter(
    (value): value is number => typeof value === 'number' && value !== 0,
  );
}

/** A date of the update: a real calendar date; empty is `required` or a clearing. */
export function checkDate(value: string | undefined, required: boolean): Message {
  if (value === undefined) return undefined;
  if (value.trim() === '') return required ? MESSAGES.required : undefined;
  return isIsoDate(value.trim()) ? undefined : MESSAGES.date;
}
