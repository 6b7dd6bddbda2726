import { describe, expect, it } from 'vitest';
import { readReturnToken, signReturnToken } from './return-token.js';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const PAYMENT = '0b7e2c1a-5d4f-4a3b-9c8d-7e6f5a4b3c2d';

describe('the payment return token (temp_auth)', () => {
  it('is URL-safe and reads back to the payment it was signed for', () => {
    const token = signReturnToken(PAYMENT, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(readReturnToken(token, SECRET)).toBe(PAYMENT);
  });

  it.each([
    ['another secret', (token: string) => token, 'another-server-secret-of-at-least-32-chars'],
    [
      'a changed signature',
      (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      SECRET,
    ],
    [
      'another payment id with the same signature',
      (token: string) =>
        `${signReturnToken(crypto.randomUUID(), SECRET).split('.')[0]}.${token.split('.')[1]}`,
      SECRET,
    ],
    ['a missing signature', (token: string) => token.split('.')[0]!, SECRET],
    ['an extra part', (token: string) => `${token}.x`, SECRET],
    ['a short id', (token: string) => `abc.${token.split('.')[1]}`, SECRET],
    ['an empty token', () => '', SECRET],
  ])('is refused with %s', (_title, change, secret) => {
    expect(readReturnToken(change(signReturnToken(PAYMENT, SECRET)), secret)).toBeUndefined();
  });
});
