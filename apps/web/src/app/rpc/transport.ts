import type { Transport } from '@connectrpc/connect';
import type { RequestHintHeaders } from './request-hints.js';

/**
 * The browser's transport (rpc/connect-transport.ts), fetched with the first
 * call: a page rendered on the server hydrates from its page state without
 * Connect or the protobuf runtime, which then load after it.
 */
export function createBrowserTransport(hints: RequestHintHeaders): Transport {
  let loaded: Promise<Transport> | undefined;
  const load = () =>
    (loaded ??= import('./connect-transport.js').then((module) =>
      module.createConnectBrowserTransport(hints),
    ));
  return {
    unary: async (...args) => (await load()).unary(...args),
    stream: async (...args) => (await load()).stream(...args),
  };
}
