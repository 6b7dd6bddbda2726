import { describe, expect, it } from 'vitest';
import { advanceReadMarker, countUnread, isUnreadReplyEmailDue } from './unread.js';

const messages = [
  { sequence: 3, author: 'founder' as const },
  { sequence: 5, author: 'operator' as const },
  { sequence: 8, author: 'operator' as const },
  { sequence: 9, author: 'founder' as const },
];

describe('countUnread', () => {
  it("counts the other side's messages past the reader's marker", () => {
    expect(countUnread(messages, 'founder', 0)).toBe(2);
    expect(countUnread(messages, 'founder', 5)).toBe(1);
    expect(countUnread(messages, 'operator', 3)).toBe(1);
    expect(countUnread(messages, 'operator', 9)).toBe(0);
  });
});

describe('advanceReadMarker', () => {
  it('moves forward up to the newest message, never back', () => {
    expect(advanceReadMarker(2, 8, 9)).toBe(8);
    expect(advanceReadMarker(2, 50, 9)).toBe(9);
    expect(advanceReadMarker(8, 3, 9)).toBe(8);
  });
});

describe('isUnreadReplyEmailDue', () => {
  it('is due once the delay has passed', () => {
    const sent = new Date('2026-01-01T10:00:00Z');
    expect(isUnreadReplyEmailDue(sent, new Date('2026-01-01T10:09:59Z'), 10)).toBe(false);
    expect(isUnreadReplyEmailDue(sent, new Date('2026-01-01T10:10:00Z'), 10)).toBe(true);
  });
});
