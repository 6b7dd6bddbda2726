import { createConnectTransport } from '@connectrpc/connect-web';

/** The one transport of the back-office: Connect JSON over fetch, same origin, session cookie. */
export const transport = createConnectTransport({
  baseUrl: '/rpc',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  useHttpGet: true,
});
