import { Code } from '@connectrpc/connect';

export interface FieldViolation {
  field: string;
  description: string;
}

/**
 * A failed call as the apps read it: the Connect code, the reason and field
 * violations of the contracts' ErrorDetail. Every call throws one (the
 * Connect error is converted by `toRpcError`, `@foundly/app-kit/connect`), so
 * that reading a failure needs no protobuf runtime.
 */
export class RpcError extends Error {
  override readonly name = 'RpcError';

  constructor(
    readonly code: Code,
    /** The message as the server wrote it, without the code prefix. */
    readonly rawMessage: string,
    readonly reason: string | undefined,
    readonly fields: FieldViolation[],
    options?: { cause?: unknown },
  ) {
    super(rawMessage, options);
  }
}

export { Code };
