import { createConnectRouter, type Interceptor, type Transport } from '@connectrpc/connect';
import { createUniversalHandlerClient } from '@connectrpc/connect/protocol';
import { createTransport } from '@connectrpc/connect/protocol-connect';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createErrorInterceptor } from '../../rpc/errors.js';
import { registerRpcRoutes } from '../../rpc/routes.js';
import { createRequestValidationInterceptor } from '../../rpc/validate-request.js';

/** The request headers a call made for a page carries: who the caller is, and the request's id. */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'x-request-id'] as const;

/**
 * Calls the product's services inside this process, for the pages the server
 * renders: the same handlers, interceptors and checks as over HTTP (the
 * caller resolved from the page request's cookie), without a round trip to
 * ourselves. The handlers are built once; each page gets a transport that
 * carries its own request's credentials.
 */
export function createInProcessRpc(app: AppContext, logger: FastifyBaseLogger) {
  const router = createConnectRouter({
    interceptors: [createErrorInterceptor(logger), createRequestValidationInterceptor()],
  });
  registerRpcRoutes(router, app);
  const httpClient = createUniversalHandlerClient(router.handlers);

  return {
    /** A transport whose every call carries the credentials of this page request. */
    forRequest(headers: Headers): Transport {
      const forward: Interceptor = (next) => (request) => {
        for (const name of FORWARDED_HEADERS) {
          const value = headers.get(name);
          if (value !== null) request.header.set(name, value);
        }
        return next(request);
      };
      return createTransport({
        httpClient,
        baseUrl: 'https://in-process',
        useBinaryFormat: true,
        interceptors: [forward],
        acceptCompression: [],
        sendCompression: null,
        compressMinBytes: Number.MAX_SAFE_INTEGER,
        readMaxBytes: Number.MAX_SAFE_INTEGER,
        writeMaxBytes: Number.MAX_SAFE_INTEGER,
      });
    },
  };
}

export type InProcessRpc = ReturnType<typeof createInProcessRpc>;
