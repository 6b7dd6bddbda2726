import type { Transport } from '@connectrpc/connect';

/** The Connect transport, in a chunk of its own with the protobuf runtime it serialises with. */
const connectTransport = () =>
  import('./connect-transport.js').then((module) => module.connectTransport);

/**
 * The one transport of the app. It fetches the Connect transport on its first call, so that the
 * first screen's script does not carry the protobuf runtime: whoever calls already holds the
 * generated contracts, which load that runtime anyway.
 */
export const transport: Transport = {
  unary: async (...args) => (await connectTransport()).unary(...args),
  stream: async (...args) => (await connectTransport()).stream(...args),
};
