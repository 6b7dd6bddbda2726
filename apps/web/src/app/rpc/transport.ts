import { addStaticKeyToTransport } from '@connectrpc/connect-query';
import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import type { RequestHintHeaders } from './request-hints.js';

/**
 * The key the app's queries are cached under, whichever transport answers
 * them: the page rendered on the server (in-process calls) hands its cache to
 * the browser (calls over HTTP), and both must name each query alike.
 */
export const APP_TRANSPORT_KEY = 'app';

/** The browser's transport: Connect JSON over fetch, same origin, session cookie included. */
export function createBrowserTransport(hints: RequestHintHeaders): Transport {
  return addStaticKeyToTransport(
    createConnectTransport({
      baseUrl: '/rpc',
      interceptors: [hints.interceptor],
      fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      useHttpGet: true,
    }),
    APP_TRANSPORT_KEY,
  );
}
