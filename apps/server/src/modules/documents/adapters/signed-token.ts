import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A compact signed token for the local storage URLs: base64url(JSON payload)
 * + '.' + HMAC-SHA256. The payload carries its own expiry in seconds.
 */
export function signToken<T extends { exp: number }>(payload: T, secret: Buffer): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: 'forged' | 'expired' };

/** Verifies a token's signature, then its expiry against `now`. */
export function verifyToken<T extends { exp: number }>(
  token: string,
  secret: Buffer,
  now: Date,
): TokenCheck<T> {
  const [body, signature] = token.split('.');
  if (!body || !signature) return { ok: false, reason: 'forged' };
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' };
  }
  let payload: T;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < now.getTime()) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, payload };
}
