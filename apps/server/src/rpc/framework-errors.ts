import type { DescMethod } from '@bufbuild/protobuf';
import type { ConnectRouter } from '@connectrpc/connect';
import type { UniversalHandler, UniversalServerResponse } from '@connectrpc/connect/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { INTERNAL_ERROR_MESSAGE } from './errors.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface ConnectErrorBody {
  code?: string;
  message?: string;
  /** Present on the errors our interceptor made from a domain error. */
  details?: unknown;
}

function parseErrorBody(bytes: Uint8Array | undefined): ConnectErrorBody {
  try {
    const parsed: unknown = JSON.parse(decoder.decode(bytes));
    return parsed && typeof parsed === 'object' ? (parsed as ConnectErrorBody) : {};
  } catch {
    return {};
  }
}

async function readBody(response: UniversalServerResponse): Promise<Uint8Array | undefined> {
  if (!response.body) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function replaceBody(
  response: UniversalServerResponse,
  status: number,
  error: ConnectErrorBody,
): UniversalServerResponse {
  const body = encoder.encode(JSON.stringify(error));
  const header = new Headers(response.header);
  header.set('content-length', String(body.byteLength));
  return {
    status,
    header,
    body: (async function* () {
      yield body;
    })(),
  };
}

/**
 * The Connect library answers some failures itself, before our interceptors
 * run, as `internal` with its own wording: a request body that is not the
 * method's protobuf message ("parse binary: premature EOF"), and anything
 * thrown while writing the answer. A client sent bad bytes in the first case:
 * that is `invalid_argument`, and in neither case does the library's text
 * reach the client (it is logged instead). Our own errors, which carry an
 * ErrorDetail, pass unchanged. Returns the error to send instead, or
 * undefined to send it as it is.
 */
export function publicErrorOf(
  method: DescMethod,
  status: number,
  error: ConnectErrorBody,
  logger: FastifyBaseLogger,
): { status: number; error: ConnectErrorBody } | undefined {
  if (status !== 500 || error.details !== undefined) return undefined;
  const procedure = method.name;
  if (error.code === 'internal' && error.message?.startsWith('parse ')) {
    logger.info({ procedure, reason: error.message }, 'RPC request body refused');
    return {
      status: 400,
      error: {
        code: 'invalid_argument',
        message: `The request body is not a ${method.input.name} message`,
      },
    };
  }
  logger.error({ procedure, reason: error.message }, 'RPC failed in the Connect library');
  return { status: 500, error: { code: 'internal', message: INTERNAL_ERROR_MESSAGE } };
}

/** Applies `publicErrorOf` to the answers of Connect's own handlers. */
export function hideFrameworkErrors(router: ConnectRouter, logger: FastifyBaseLogger) {
  router.handlers.forEach((handler, index) => {
    const wrapped = async (request: Parameters<UniversalHandler>[0]) => {
      const response = await handler(request);
      if (response.status !== 500 || response.header?.get('content-encoding')) return response;
      const bytes = await readBody(response);
      const error = parseErrorBody(bytes);
      const replacement = publicErrorOf(handler.method, response.status, error, logger);
      return replaceBody(
        response,
        replacement?.status ?? response.status,
        replacement?.error ?? error,
      );
    };
    router.handlers[index] = Object.assign(wrapped, {
      protocolNames: handler.protocolNames,
      service: handler.service,
      method: handler.method,
      requestPath: handler.requestPath,
      allowedMethods: handler.allowedMethods,
      supportedContentType: handler.supportedContentType,
    });
  });
}
