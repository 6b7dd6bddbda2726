import { describe, expect, it, vi } from 'vitest';
import type { Clock } from '../clock.js';
import { SessionCache, type ResolvedSession } from './session-cache.js';

const ADA: ResolvedSession = {
  userId: 'user-ada',
  email: 'ada@example.com',
  name: 'Ada',
  role: 'customer',
  sessionToken: 'token-ada',
  sessionCreatedAt: new Date('2026-11-24T10:00:00Z'),
};

function setUp(ttlMs = 5_000) {
  let now = Date.parse('2026-11-24T10:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  const cache = new SessionCache(ttlMs, clock);
  const resolve = vi.fn(async (): Promise<ResolvedSession | null> => ADA);
  return {
    cache,
    resolve,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

describe('SessionCache', () => {
  it('resolves the same credentials once within the time to live, and again after it', async () => {
    const { cache, resolve, advance } = setUp();
    await expect(cache.resolve(bearer('a'), resolve)).resolves.toEqual(ADA);
    advance(4_999);
    await expect(cache.resolve(bearer('a'), resolve)).resolves.toEqual(ADA);
    expect(resolve).toHaveBeenCalledTimes(1);
    advance(2);
    await cache.resolve(bearer('a'), resolve);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('keeps other credentials apart, the cookie as much as the bearer token', async () => {
    const { cache, resolve } = setUp();
    await cache.resolve(bearer('a'), resolve);
    await cache.resolve(bearer('b'), resolve);
    await cache.resolve(new Headers({ cookie: 'session=a' }), resolve);
    await cache.resolve(new Headers({ cookie: 'session=b' }), resolve);
    expect(resolve).toHaveBeenCalledTimes(4);
  });

  it('never remembers refused credentials nor a request without any', async () => {
    const { cache, advance } = setUp();
    const refuse = vi.fn(async (): Promise<ResolvedSession | null> => null);
    await expect(cache.resolve(bearer('forged'), refuse)).resolves.toBeNull();
    await expect(cache.resolve(bearer('forged'), refuse)).resolves.toBeNull();
    advance(1);
    await cache.resolve(new Headers(), refuse);
    await cache.resolve(new Headers(), refuse);
    expect(refuse).toHaveBeenCalledTimes(4);
  });

  it('with a time to live of 0 resolves every time', async () => {
    const { cache, resolve } = setUp(0);
    await cache.resolve(bearer('a'), resolve);
    await cache.resolve(bearer('a'), resolve);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['POST', '/api/auth/sign-out', true],
    ['POST', '/api/auth/change-password', true],
    ['POST', '/api/auth/revoke-sessions', true],
    ['POST', '/api/auth/update-user', true],
    ['POST', '/api/auth/sign-in/email', false],
    ['POST', '/api/auth/sign-up/email', false],
    ['GET', '/api/auth/get-session', false],
  ])('after %s %s forgets every session: %s', async (method, path, forgets) => {
    const { cache, resolve } = setUp();
    await cache.resolve(bearer('a'), resolve);
    cache.clearAfterAuthRequest(method, path);
    await cache.resolve(bearer('a'), resolve);
    expect(resolve).toHaveBeenCalledTimes(forgets ? 2 : 1);
  });
});
