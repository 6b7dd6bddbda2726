import { ConnectError, type Transport } from '@connectrpc/connect';
import { ErrorDetailSchema } from '@foundly/proto';
import { RpcError } from './rpc-error.js';

/**
 * A Connect failure as an RpcError, with the contracts' ErrorDetail read out.
 * Apart from the package's index because it needs the protobuf runtime and
 * the contracts: the customer app loads it with its first call.
 */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  const connectError = ConnectError.from(error);
  const [detail] = connectError.findDetails(ErrorDetailSchema);
  return new RpcError(
    connectError.code,
    connectError.rawMessage,
    detail?.reason,
    detail?.fieldViolations.map(({ field, description }) => ({ field, description })) ?? [],
    { cause: error },
  );
}

/**
 * The same transport, whose failed calls are thrown as RpcErrors (a stream's
 * when it opens): for a client that calls it directly, as connect-query does.
 */
export function withRpcErrors(transport: Transport): Transport {
  return {
    unary: async (...args) => {
      try {
        return await transport.unary(...args);
      } catch (error) {
        throw toRpcError(error);
      }
    },
    stream: async (...args) => {
      try {
        return await transport.stream(...args);
      } catch (error) {
        throw toRpcError(error);
      }
    },
  };
}
