import { FIELD_MESSAGES, type FieldMessage } from './messages.js';

/**
 * Length limits of the free texts, counted on the trimmed value. They follow
 * what the registry's forms (guichet unique, INPI) accept: a person's names
 * are cut at 100 characters, an address line at 200.
 */
export const TEXT_LIMITS = {
  name: 100,
  street: 200,
  city: 100,
  companyName: 120,
  currentActivity: 200,
  healthInsuranceProvider: 100,
  socialObject: 2000,
} as const;

export interface TextRule {
  /** Whether the step needs the field: an empty string is then `required`, not a clearing. */
  required: boolean;
  max: number;
  min?: number;
  /** A rule on the content, with the message it gives. */
  pattern?: { test: (text: string) => boolean; message: FieldMessage };
}

/**
 * The message for a text of an update, undefined when it is fine or absent.
 * An empty text clears an optional field; a required one must be filled.
 */
export function checkText(value: string | undefined, rule: TextRule): FieldMessage | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return rule.required ? FIELD_MESSAGES.required : undefined;
  if (text.length > rule.max) return FIELD_MESSAGES.tooLong;
  if (rule.min !== undefined && text.length < rule.min) return FIELD_MESSAGES.tooShort;
  if (rule.pattern && !rule.pattern.test(text)) return rule.pattern.message;
  return undefined;
}

/** Letters of any script (with their accents), spaces, hyphens and apostrophes. */
const NAME = /^[\p{L}\p{M} '’-]+$/u;

/**
 * Whether a text can be a person's name as the civil status writes it:
 * letters of any script (Zoé, Łukasz, Nguyễn, Мария), spaces, hyphens and
 * apostrophes (N'Diaye, O’Brien), with at least one letter. Digits and other
 * signs are refused.
 */
export function isPersonName(text: string): boolean {
  return NAME.test(text) && /\p{L}/u.test(text);
}

/** A person's name, first, middle, last or birth name. */
export function checkName(value: string | undefined, required: boolean) {
  return checkText(value, {
    required,
    max: TEXT_LIMITS.name,
    pattern: { test: isPersonName, message: FIELD_MESSAGES.name },
  });
}

/** An enumerated answer: one of `allowed`; empty is `required` or a clearing. */
export function checkChoice(
  value: string | undefined,
  allowed: readonly string[],
  required = true,
): FieldMessage | undefined {
  if (value === undefined) return undefined;
  if (value === '') return required ? FIELD_MESSAGES.required : undefined;
  return allowed.includes(value) ? undefined : FIELD_MESSAGES.invalid;
}
