import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import type { RequestHintHeaders } from './request-hints.js';

/** Connect JSON over fetch, same origin, session cookie included. */
export function createConnectBrowserTransport(hints: RequestHintHeaders): Transport {
  return createConnectTransport({
    baseUrl: '/rpc',
    interceptors: [hints.interceptor],
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
    useHttpGet: true,
  });
}
