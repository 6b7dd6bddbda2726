import { Code, RpcError, type FieldViolation } from './rpc-error.js';

export interface RpcFailure {
  code: Code;
  reason: string | undefined;
  message: string;
  fields: FieldViolation[];
}

/** Reads a thrown value as a failed call, with its reason and field violations, if any. */
export function readRpcFailure(error: unknown): RpcFailure {
  if (error instanceof RpcError) {
    return {
      code: error.code,
      reason: error.reason,
      message: error.rawMessage,
      fields: error.fields,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: Code.Unknown, reason: undefined, message, fields: [] };
}

/** No session, or one that has ended: the person signs in again. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof RpcError && error.code === Code.Unauthenticated;
}

/** A session that may not do this, e.g. a customer calling the back-office. */
export function isPermissionDenied(error: unknown): boolean {
  return error instanceof RpcError && error.code === Code.PermissionDenied;
}
