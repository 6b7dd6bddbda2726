import { Code, ConnectError, createClient, createRouterTransport } from '@connectrpc/connect';
import { BackofficeService, ErrorDetailSchema } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { toRpcError, withRpcErrors } from './connect-errors.js';
import { isPermissionDenied, isUnauthenticated, readRpcFailure } from './read-rpc-failure.js';
import { RpcError } from './rpc-error.js';

const refusal = new ConnectError('The file moved', Code.FailedPrecondition, undefined, [
  {
    desc: ErrorDetailSchema,
    value: {
      reason: 'STATUS_CHANGED',
      fieldViolations: [{ field: 'status', description: 'errors.STATUS_CHANGED' }],
    },
  },
]);

describe('toRpcError', () => {
  it('reads the code, the message as written, the reason and the field violations', () => {
    const error = toRpcError(refusal);
    expect(error).toBeInstanceOf(RpcError);
    expect(readRpcFailure(error)).toEqual({
      code: Code.FailedPrecondition,
      reason: 'STATUS_CHANGED',
      message: 'The file moved',
      fields: [{ field: 'status', description: 'errors.STATUS_CHANGED' }],
    });
    expect(error.cause).toBe(refusal);
  });

  it('reads any other failure as unknown, without a reason', () => {
    expect(readRpcFailure(toRpcError(new Error('offline')))).toEqual({
      code: Code.Unknown,
      reason: undefined,
      message: 'offline',
      fields: [],
    });
  });

  it('keeps an RpcError as it is', () => {
    const error = new RpcError(Code.NotFound, 'gone', undefined, []);
    expect(toRpcError(error)).toBe(error);
  });
});

describe('withRpcErrors', () => {
  const transport = withRpcErrors(
    createRouterTransport(({ service }) => {
      service(BackofficeService, {
        getOperator: () => {
          throw new ConnectError('Not an operator', Code.PermissionDenied);
        },
        listOrders: () => {
          throw new ConnectError('Signed out', Code.Unauthenticated);
        },
      });
    }),
  );
  const client = createClient(BackofficeService, transport);

  it('throws each failed call as an RpcError that the apps can read without the runtime', async () => {
    const refused = await client.getOperator({}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RpcError);
    expect(isPermissionDenied(refused)).toBe(true);
    expect(isUnauthenticated(refused)).toBe(false);

    const signedOut = await client.listOrders({}).catch((error: unknown) => error);
    expect(isUnauthenticated(signedOut)).toBe(true);
  });
});
