import { Code } from '@connectrpc/connect';

/**
 * Whether a call was answered `unauthenticated`. Reads the error's name and code rather than
 * `instanceof ConnectError`, so that the query client on the first screen does not load the
 * protobuf runtime ConnectError depends on.
 */
export function isUnauthenticated(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ConnectError' &&
    (error as { code?: unknown }).code === Code.Unauthenticated
  );
}
