import { DomainError, ErrorCode } from '@foundly/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { INTERNAL_ERROR_MESSAGE, toHttpStatus } from '../rpc/errors.js';
import { RestError } from './rest-error.js';

/** The domain code a REST client reads for a refusal Fastify made itself (bad JSON, schema, size). */
function getCodeOfStatus(status: number): ErrorCode | 'NOT_FOUND' | 'PAYLOAD_TOO_LARGE' {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 401) return ErrorCode.Unauthenticated;
  return ErrorCode.InvalidArgument;
}

/**
 * One answer for every failure of a REST route, in one body shape
 * (`{ error, message }`): a domain error with its code and status; a route's
 * own refusal (`RestError`) with its status and code; a request Fastify refused (malformed JSON, schema, size) with its 4xx status;
 * anything else as 500 with a neutral message. The cause of a 500, which may
 * hold SQL and the values bound to it, goes to the log only, and under a fixed
 * message so that the log line's own text never repeats it.
 */
export function registerErrorHandler(server: FastifyInstance) {
  server.setErrorHandler((error: FastifyError | DomainError | RestError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(toHttpStatus(error)).send({ error: error.code, message: error.message });
    }
    if (error instanceof RestError) {
      return reply.code(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: getCodeOfStatus(status), message: error.message });
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({ error: ErrorCode.Internal, message: INTERNAL_ERROR_MESSAGE });
  });
}
