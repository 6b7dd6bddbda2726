import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';
import type { SessionCache } from './session-cache.js';

/** Turns a Fastify request into the Fetch Request better-auth handles. */
function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

/**
 * Mounts better-auth's handler on every method under /api/auth. After a request that may end or
 * change a session (sign-out, password change…), the resolved sessions are forgotten.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  baseUrl: string,
  sessions: SessionCache,
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const response = await auth.handler(toFetchRequest(request, baseUrl));
      sessions.clearAfterAuthRequest(request.method, request.url);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/** The headers of a Fastify request as Fetch Headers, for auth.api calls. */
export function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
