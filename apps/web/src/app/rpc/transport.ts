import { createConnectTransport } from '@connectrpc/connect-web';
import { hintHeadersInterceptor } from './hint-headers.js';

/** The one transport of the app: Connect JSON over fetch, same origin, session cookie included. */
export const transport = createConnectTransport({
  baseUrl: '/rpc',
  interceptors: [hintHeadersInterceptor],
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  useHttpGet: true,
});
