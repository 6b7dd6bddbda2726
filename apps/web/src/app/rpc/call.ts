import type { DescService } from '@bufbuild/protobuf';
import { createClient, type CallOptions, type Transport } from '@connectrpc/connect';
import { toRpcError } from '@foundly/app-kit/connect';
import * as contracts from '@foundly/proto';
import type { RpcMethod } from './methods.js';

type UnaryCall = (input: unknown, options?: CallOptions) => Promise<unknown>;

const clients = new WeakMap<Transport, Map<string, Record<string, UnaryCall>>>();

function clientFor(transport: Transport, serviceName: RpcMethod['service']) {
  let services = clients.get(transport);
  if (!services) clients.set(transport, (services = new Map()));
  let client = services.get(serviceName);
  if (!client) {
    const service = contracts[serviceName] as DescService;
    client = createClient(service, transport) as unknown as Record<string, UnaryCall>;
    services.set(serviceName, client);
  }
  return client;
}

/** Calls one unary method over the transport; a failure is thrown as an RpcError. */
export async function callRpc(
  transport: Transport,
  method: RpcMethod,
  input: unknown,
  options?: CallOptions,
): Promise<unknown> {
  const call = clientFor(transport, method.service)[method.name];
  if (!call) throw new Error(`${method.service} has no method ${method.name}`);
  try {
    return await call(input, options);
  } catch (error) {
    throw toRpcError(error);
  }
}
