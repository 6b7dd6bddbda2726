import { describe, expect, it } from 'vitest';
import { checkSupportMessageBody, SUPPORT_MESSAGE_MAX_LENGTH } from './message-body.js';

describe('checkSupportMessageBody', () => {
  it('keeps the text, trimmed, with its line breaks made \\n', () => {
    expect(checkSupportMessageBody('  Hello\r\nteam <b>!</b>  ')).toEqual({
      ok: true,
      body: 'Hello\nteam <b>!</b>',
    });
  });

  it('refuses an empty or blank message', () => {
    expect(checkSupportMessageBody(' \n\t ')).toEqual({
      ok: false,
      violation: { field: 'body', message: 'errors.field.required' },
    });
  });

  it('accepts the longest message, counting characters rather than UTF-16 units, and refuses one more', () => {
    expect(checkSupportMessageBody('é'.repeat(SUPPORT_MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(checkSupportMessageBody('😀'.repeat(SUPPORT_MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(checkSupportMessageBody('a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1))).toEqual({
      ok: false,
      violation: { field: 'body', message: 'errors.field.tooLong' },
    });
  });

  it('refuses control characters but keeps tabs', () => {
    expect(checkSupportMessageBody('a\u0007b', 'message').ok).toBe(false);
    expect(checkSupportMessageBody('a\tb')).toEqual({ ok: true, body: 'a\tb' });
  });
});
