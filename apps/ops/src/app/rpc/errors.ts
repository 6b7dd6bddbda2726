import { Code, ConnectError } from '@connectrpc/connect';
import { ErrorDetailSchema } from '@foundly/proto';

export interface RpcFailure {
  code: Code;
  reason: string | undefined;
  message: string;
}

/** Reads a thrown value as a Connect failure with its ErrorDetail reason, if any. */
export function readRpcFailure(error: unknown): RpcFailure {
  const connectError = ConnectError.from(error);
  const [detail] = connectError.findDetails(ErrorDetailSchema);
  return { code: connectError.code, reason: detail?.reason, message: connectError.rawMessage };
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ConnectError && error.code === Code.Unauthenticated;
}

/** A signed-in customer (not an operator) calling the back-office. */
export function isPermissionDenied(error: unknown): boolean {
  return error instanceof ConnectError && error.code === Code.PermissionDenied;
}

export { Code };
