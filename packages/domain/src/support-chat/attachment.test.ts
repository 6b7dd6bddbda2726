import { describe, expect, it } from 'vitest';
import { checkSupportMessageContent } from './attachment.js';

describe('checkSupportMessageContent', () => {
  it('lets a message with an attachment have no text', () => {
    expect(checkSupportMessageContent('  \n ', true)).toEqual({ ok: true, body: '' });
  });

  it('still requires text without an attachment', () => {
    expect(checkSupportMessageContent('  ', false)).toEqual({
      ok: false,
      violation: { field: 'body', message: 'errors.field.required' },
    });
  });

  it('checks the text that comes with an attachment as any message', () => {
    expect(checkSupportMessageContent(' Here it is\r\n', true)).toEqual({
      ok: true,
      body: 'Here it is',
    });
    expect(checkSupportMessageContent('bell\u0007', true).ok).toBe(false);
  });
});
