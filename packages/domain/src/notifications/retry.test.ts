import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_ATTEMPTS, getEmailRetry } from './retry.js';

describe('getEmailRetry', () => {
  it.each([
    ['the 1st failed attempt is retried after 1 minute', 1, 60],
    ['the 2nd failed attempt is retried after 2 minutes', 2, 120],
    ['the 3rd failed attempt is retried after 4 minutes', 3, 240],
    ['the 6th failed attempt is retried after 32 minutes', 6, 1_920],
    ['the 7th failed attempt is capped at 1 hour (not 64 minutes)', 7, 3_600],
  ])('%s', (_title, attempts, delaySeconds) => {
    expect(getEmailRetry(attempts)).toEqual({ kind: 'retry', delaySeconds });
  });

  it.each([
    ['the 8th failed attempt is the last', 8],
    ['a 9th attempt (should one happen) is not retried either', 9],
  ])('%s', (_title, attempts) => {
    expect(getEmailRetry(attempts)).toEqual({ kind: 'give-up' });
  });

  it('allows 8 attempts in all', () => {
    expect(EMAIL_MAX_ATTEMPTS).toBe(8);
    const retried = Array.from({ length: 10 }, (_, index) => getEmailRetry(index + 1)).filter(
      (retry) => retry.kind === 'retry',
    );
    expect(retried).toHaveLength(EMAIL_MAX_ATTEMPTS - 1);
  });
});
