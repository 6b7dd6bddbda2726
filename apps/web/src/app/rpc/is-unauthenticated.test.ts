import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { isUnauthenticated } from './is-unauthenticated.js';

describe('isUnauthenticated', () => {
  it('recognises a call answered unauthenticated', () => {
    expect(isUnauthenticated(new ConnectError('Sign in again', Code.Unauthenticated))).toBe(true);
  });

  it.each([
    ['another Connect code', new ConnectError('No such order', Code.NotFound)],
    ['a plain error', new Error('unauthenticated')],
    ['a value that is not an error', { name: 'ConnectError', code: Code.Unauthenticated }],
  ])('does not take %s for it', (_title, error) => {
    expect(isUnauthenticated(error)).toBe(false);
  });
});
