import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { toFetchHeaders } from '../http/fetch-headers.js';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth.js';
import type { SessionCache } from './session-cache.js';
import { clearSignInAttempts, countSignInAttempt } from './sign-in-attempts.js';

/**
 * Turns a Fastify request into the Fetch Request better-auth handles. The
 * client's address is the one Fastify read (X-Forwarded-For only from the
 * proxies TRUST_PROXY names), in a header the client cannot set.
 */
function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = toFetchHeaders(request);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

/**
 * Whether a request comes from a browser: browsers send the session cookie, or
 * Origin, or Sec-Fetch-Site, and a page's script can remove none of them.
 */
function isFromBrowser(request: FastifyRequest): boolean {
  const { headers } = request;
  return Boolean(headers.cookie || headers.origin || headers['sec-fetch-site']);
}

/** A JSON value without any `token` property, at any depth. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'token')
        .map(([key, item]) => [key, withoutTokens(item)]),
    );
  }
  return value;
}

/**
 * What a browser may read of an auth response. Its session lives in an
 * HttpOnly cookie that scripts cannot read; the bearer token of
 * set-auth-token and the session tokens better-auth writes into bodies
 * (get-session, list-sessions, sign-in) would hand an injected script the
 * account, so a browser gets neither. API clients, which send no cookie, still
 * receive set-auth-token at sign-in.
 */
async function readBrowserSafeBody(response: Response): Promise<Buffer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get('content-type')?.includes('application/json')) return bytes;
  try {
    return Buffer.from(JSON.stringify(withoutTokens(JSON.parse(bytes.toString('utf8')))));
  } catch {
    return bytes;
  }
}

const BEARER_HEADERS = new Set(['set-auth-token', 'access-control-expose-headers']);

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** The e-mail a password sign-in names, if the body has one. */
function readSignInEmail(request: FastifyRequest): string | undefined {
  if (request.method !== 'POST' || request.url.split('?')[0] !== SIGN_IN_PATH) return undefined;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? email : undefined;
}

function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('x-retry-after', String(retryAfterSeconds))
    .send({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Try again later.' });
}

export interface AuthRoutesOptions {
  auth: Auth;
  baseUrl: string;
  sessions: SessionCache;
  db: Database;
  now: () => Date;
  /** Limit password sign-ins per account (better-auth limits them per address). */
  limitAttemptsPerAccount: boolean;
}

/**
 * Mounts better-auth's handler on every method under /api/auth. After a request that may end or
 * change a session (sign-out, password change…), the resolved sessions are forgotten.
 */
export function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { auth, baseUrl, sessions, db } = options;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const email = options.limitAttemptsPerAccount ? readSignInEmail(request) : undefined;
      if (email !== undefined) {
        const attempt = await countSignInAttempt(db, email, options.now());
        if (!attempt.allowed) return sendTooManyAttempts(reply, attempt.retryAfterSeconds);
      }
      const response = await auth.handler(toFetchRequest(request, baseUrl));
      if (email !== undefined && response.ok) await clearSignInAttempts(db, email);
      sessions.clearAfterAuthRequest(request.method, request.url);
      const browser = isFromBrowser(request);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie' || key === 'content-length') return;
        if (browser && BEARER_HEADERS.has(key)) return;
        reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send(null);
      return reply.send(
        browser ? await readBrowserSafeBody(response) : Buffer.from(await response.arrayBuffer()),
      );
    },
  });
}
