import type { AppRouter } from '../router.js';

/** How a router's load on the server ended: a page to render (with its status) or a redirect. */
export type ServerOutcome =
  { kind: 'render'; status: number } | { kind: 'redirect'; status: number; location: string };

/**
 * The router's own account of its server load. TanStack Router keeps it in
 * `_serverResult`, which its request handler reads for the same purpose
 * (@tanstack/router-core 1.170, `load-server.js`); a test of the server's
 * pages (redirect statuses and locations) guards against its change.
 */
interface ServerResult {
  type: 'render' | 'redirect';
  status?: number;
  redirect?: Response;
}

export function readServerOutcome(router: AppRouter): ServerOutcome {
  const result = (router as unknown as { _serverResult?: ServerResult })._serverResult;
  if (result?.type === 'redirect' && result.redirect) {
    const location = result.redirect.headers.get('Location') ?? '/';
    return { kind: 'redirect', status: result.redirect.status, location };
  }
  return { kind: 'render', status: result?.status ?? 200 };
}
