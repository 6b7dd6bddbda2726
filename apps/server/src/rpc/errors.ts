import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import { DomainError, ErrorCode } from '@foundly/domain';
import { ErrorDetailSchema, FieldViolationSchema } from '@foundly/proto';
import type { FastifyBaseLogger } from 'fastify';

/** Each domain error code and the Connect code a client receives. */
const CONNECT_CODES: Record<ErrorCode, Code> = {
  [ErrorCode.Unauthenticated]: Code.Unauthenticated,
  [ErrorCode.CustomerNotFound]: Code.NotFound,
  [ErrorCode.AccountNotFound]: Code.NotFound,
  [ErrorCode.OrderNotFound]: Code.NotFound,
  [ErrorCode.NotYours]: Code.PermissionDenied,
  [ErrorCode.InvalidArgument]: Code.InvalidArgument,
  [ErrorCode.ReauthenticationRequired]: Code.FailedPrecondition,
  [ErrorCode.PasswordNotSet]: Code.FailedPrecondition,
  [ErrorCode.Internal]: Code.Internal,
};

export function toConnectError(error: DomainError): ConnectError {
  return new ConnectError(error.message, CONNECT_CODES[error.code], undefined, [
    {
      desc: ErrorDetailSchema,
      value: create(ErrorDetailSchema, {
        reason: error.code,
        fieldViolations: error.violations.map((violation) =>
          create(FieldViolationSchema, { field: violation.field, description: violation.message }),
        ),
      }),
    },
  ]);
}

/**
 * Maps domain errors to Connect errors, and hides anything unexpected behind
 * `internal` (logged with the request id, never sent to the client).
 */
export function createErrorInterceptor(logger: FastifyBaseLogger): Interceptor {
  return (next) => async (request) => {
    try {
      return await next(request);
    } catch (error) {
      if (error instanceof DomainError) throw toConnectError(error);
      if (error instanceof ConnectError) throw error;
      logger.error({ err: error, procedure: request.method.name }, 'RPC failed');
      throw toConnectError(new DomainError(ErrorCode.Internal, 'Internal error'));
    }
  };
}
