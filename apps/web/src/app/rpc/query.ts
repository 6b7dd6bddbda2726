import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import type { CallOptions, Transport } from '@connectrpc/connect';
import type { RpcError } from '@foundly/app-kit';
import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { RpcMethod } from './methods.js';
import { useRpcTransport } from './rpc-context.js';

export type RpcInput<M> = M extends RpcMethod<infer I, DescMessage> ? MessageInitShape<I> : never;
export type RpcOutput<M> = M extends RpcMethod<DescMessage, infer O> ? MessageShape<O> : never;

/**
 * Calls one method; the protobuf runtime, the contracts and Connect are
 * fetched with the first call, not before the first screen.
 */
export async function callRpc<M extends RpcMethod>(
  transport: Transport,
  method: M,
  input: RpcInput<M>,
  options?: CallOptions,
): Promise<RpcOutput<M>> {
  const { callRpc: call } = await import('./call.js');
  return (await call(transport, method, input, options)) as RpcOutput<M>;
}

/**
 * The cache key of a method's answer to one input, or of all its answers
 * without one: the same on the server that renders a page and in the browser
 * that hydrates it.
 */
export function rpcQueryKey(method: RpcMethod, input?: unknown): readonly unknown[] {
  return input === undefined
    ? ['rpc', method.service, method.name]
    : ['rpc', method.service, method.name, input];
}

/** The query of a method's answer to one input. */
export function rpcQueryOptions<M extends RpcMethod>(
  transport: Transport,
  method: M,
  input: RpcInput<M>,
) {
  return queryOptions<RpcOutput<M>, RpcError>({
    queryKey: rpcQueryKey(method, input),
    queryFn: ({ signal }) => callRpc(transport, method, input, { signal }),
  });
}

type RpcQueryOptions<M extends RpcMethod, TData> = Omit<
  UseQueryOptions<RpcOutput<M>, RpcError, TData>,
  'queryKey' | 'queryFn'
>;

/** A method's answer to one input, cached and kept fresh like any query. */
export function useRpcQuery<M extends RpcMethod, TData = RpcOutput<M>>(
  method: M,
  input: RpcInput<M>,
  options?: RpcQueryOptions<M, TData>,
) {
  const transport = useRpcTransport();
  return useQuery<RpcOutput<M>, RpcError, TData>({
    queryKey: rpcQueryKey(method, input),
    queryFn: ({ signal }) => callRpc(transport, method, input, { signal }),
    ...options,
  });
}

/** A call that changes something, with the state of its last run. */
export function useRpcMutation<M extends RpcMethod, TContext = unknown>(
  method: M,
  options?: Omit<UseMutationOptions<RpcOutput<M>, RpcError, RpcInput<M>, TContext>, 'mutationFn'>,
) {
  const transport = useRpcTransport();
  return useMutation<RpcOutput<M>, RpcError, RpcInput<M>, TContext>({
    mutationFn: (input) => callRpc(transport, method, input),
    ...options,
  });
}
