import type { FieldViolation } from '../errors.js';

/** The longest message a founder or an operator may send, in characters. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;

/** Control characters other than tab and line feed: never part of a typed message. */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && char !== '\t' && char !== '\n') || code === 0x7f) return true;
  }
  return false;
}

export type SupportMessageBodyCheck =
  { ok: true; body: string } | { ok: false; violation: FieldViolation };

/**
 * A chat message as it is stored: plain text, line endings made `\n`,
 * surrounding blank space dropped; refused when empty, longer than the limit
 * or holding control characters.
 */
export function checkSupportMessageBody(raw: string, field = 'body'): SupportMessageBodyCheck {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (body.length === 0)
    return { ok: false, violation: { field, message: 'errors.field.required' } };
  if ([...body].length > SUPPORT_MESSAGE_MAX_LENGTH) {
    return { ok: false, violation: { field, message: 'errors.field.tooLong' } };
  }
  if (hasControlCharacter(body)) {
    return { ok: false, violation: { field, message: 'errors.field.invalid' } };
  }
  return { ok: true, body };
}
