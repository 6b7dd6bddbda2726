import { createConnectTransport } from '@connectrpc/connect-web';
import { withRpcErrors } from '@foundly/app-kit/connect';

/**
 * The one transport of the back-office: Connect JSON over fetch, same origin,
 * session cookie. A failed call is thrown as an RpcError, read as the
 * customer app reads it (`readRpcFailure`).
 */
export const transport = withRpcErrors(
  createConnectTransport({
    baseUrl: '/rpc',
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
    useHttpGet: true,
  }),
);
