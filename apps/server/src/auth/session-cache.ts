import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.js';

/** Who a request's credentials stand for, as the identity layer resolved them. */
export interface ResolvedSession {
  userId: string;
  email: string;
  name: string;
  role: string;
  sessionToken: string;
  sessionCreatedAt: Date;
}

/** Paths under /api/auth whose POST only opens a session: they change no one's existing one. */
const OPENS_A_SESSION = ['/api/auth/sign-in/', '/api/auth/sign-up/'];

/**
 * Sessions resolved in the last few seconds, by the credentials that named them (the Authorization
 * and Cookie headers, as sent). Resolving a session costs two queries and two signature checks,
 * two thirds of a read RPC's time; a founder's page makes several calls with the same credentials.
 *
 * Only credentials the identity layer accepted are kept. This process forgets every entry when a
 * session or user may have changed here (sign-out, password or name change, any other auth POST
 * but a sign-in or sign-up); another server process, or the operator CLI, is seen within the TTL
 * at most. A TTL of 0 turns the cache off.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, ResolvedSession> | undefined;

  constructor(ttlMs: number, clock: Clock, max = 10_000) {
    this.entries =
      ttlMs > 0
        ? new LRUCache({
            max,
            ttl: ttlMs,
            // The clock is read on every lookup (no once-a-millisecond reading).
            ttlResolution: 0,
            perf: { now: () => clock.now().getTime() },
          })
        : undefined;
  }

  /** The session of these headers: from the cache, else from `resolve` (kept when found). */
  async resolve(
    headers: Headers,
    resolve: () => Promise<ResolvedSession | null>,
  ): Promise<ResolvedSession | null> {
    const authorization = headers.get('authorization');
    const cookie = headers.get('cookie');
    if (!this.entries || (!authorization && !cookie)) return resolve();
    const key = `${authorization ?? ''}\n${cookie ?? ''}`;
    const cached = this.entries.get(key);
    if (cached) return cached;
    const session = await resolve();
    if (session) this.entries.set(key, session);
    return session;
  }

  /** Forgets every session: one of them may have ended or changed. */
  clear(): void {
    this.entries?.clear();
  }

  /** Forgets every session after an auth request that may end or change one. */
  clearAfterAuthRequest(method: string, path: string): void {
    if (method === 'GET' || OPENS_A_SESSION.some((prefix) => path.startsWith(prefix))) return;
    this.clear();
  }
}
