import { Code, ConnectError } from '@connectrpc/connect';
import { ErrorDetailSchema } from '@foundly/proto';

export interface RpcFailure {
  code: Code;
  reason: string | undefined;
  message: string;
  fields: { field: string; description: string }[];
}

/** Reads a thrown value as a Connect failure with its ErrorDetail, if any. */
export function readRpcFailure(error: unknown): RpcFailure {
  const connectError = ConnectError.from(error);
  const [detail] = connectError.findDetails(ErrorDetailSchema);
  return {
    code: connectError.code,
    reason: detail?.reason,
    message: connectError.rawMessage,
    fields: detail?.fieldViolations.map(({ field, description }) => ({ field, description })) ?? [],
  };
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ConnectError && error.code === Code.Unauthenticated;
}

export { Code };
