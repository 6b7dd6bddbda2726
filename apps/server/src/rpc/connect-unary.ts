import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { DescMessage } from '@bufbuild/protobuf';
import {
  Code,
  ConnectError,
  createServiceImplSpec,
  type ConnectRouter,
  type ContextValues,
  type HandlerContext,
  type MethodImplSpec,
} from '@connectrpc/connect';
import {
  compressionNegotiate,
  createMethodSerializationLookup,
  createMethodUrl,
  invokeUnaryImplementation,
  mergeNonProtocolHeaders,
  validateUniversalHandlerOptions,
  type MethodSerializationLookup,
  type UniversalHandlerOptions,
} from '@connectrpc/connect/protocol';
import {
  codeToHttpStatus,
  contentTypeUnaryJson,
  contentTypeUnaryProto,
  errorToJson,
  parseContentType,
  trailerMux,
} from '@connectrpc/connect/protocol-connect';
import type { FastifyBaseLogger } from 'fastify';
import { publicErrorOf, type ConnectErrorBody } from './framework-errors.js';

/** A unary method of a mounted service, with its serializers, prepared once. */
interface UnaryMethod {
  spec: MethodImplSpec & { kind: 'unary' };
  serialization: MethodSerializationLookup<DescMessage, DescMessage>;
}

/** The answer to a unary call, ready to be written. */
export interface UnaryAnswer {
  status: number;
  header: Headers;
  body: Uint8Array;
}

/** The parts of a unary POST the unary path reads. */
export interface UnaryRequest {
  /** Whether the message is protobuf's binary format rather than JSON (`accepts` says). */
  binary: boolean;
  url: string;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
  signal: AbortSignal;
  values: ContextValues;
  logger: FastifyBaseLogger;
}

/**
 * Connect's unary protocol for the common call, a POST whose body is one JSON
 * or protobuf message in the clear and which asks for no time-out (ADR 11).
 * It is Connect's own unary handler without its per-call machinery: no abort
 * controller linked to the shutdown and deadline signals (and aborted with a
 * new DOMException at the end of every call), no URL parsed, no body passed as
 * an async iterable. The parts of the protocol are Connect's (content types,
 * compression negotiation, interceptors, error bodies and status codes); every
 * other request (a GET, a compressed body, a time-out, a stream) goes to
 * Connect's handler.
 */
export function createUnaryPath(options: Partial<UniversalHandlerOptions>) {
  const methods = new Map<string, UnaryMethod>();
  const prepared = validateUniversalHandlerOptions(options);

  /** Wraps a router so that the unary methods of the services mounted on it are known here too. */
  function recording(router: ConnectRouter): ConnectRouter {
    const recorder: ConnectRouter = {
      get handlers() {
        return router.handlers;
      },
      service(service, implementation, serviceOptions) {
        router.service(service, implementation, serviceOptions);
        // A service with options of its own (interceptors, limits) is left to Connect entirely.
        if (serviceOptions) return recorder;
        for (const spec of Object.values(createServiceImplSpec(service, implementation).methods)) {
          if (spec.kind !== 'unary') continue;
          methods.set(createMethodUrl('/', spec.method), {
            spec,
            serialization: createMethodSerializationLookup(
              spec.method,
              prepared.binaryOptions,
              prepared.jsonOptions,
              prepared,
            ),
          });
        }
        return recorder;
      },
      rpc(method, implementation, rpcOptions) {
        router.rpc(method, implementation, rpcOptions);
        return recorder;
      },
    };
    return recorder;
  }

  /** The unary method a request path names, if the unary path knows it. */
  function method(requestPath: string): UnaryMethod | undefined {
    return methods.get(requestPath);
  }

  /**
   * Whether the unary path answers this request, and in which format: a POST
   * of one uncompressed unary message, without a time-out, within the size
   * limit it declares. Undefined for any other request.
   */
  function accepts(raw: IncomingMessage): { binary: boolean } | undefined {
    const headers = raw.headers;
    if (raw.method !== 'POST') return undefined;
    if (headers['content-encoding'] !== undefined) return undefined;
    if (headers['connect-timeout-ms'] !== undefined) return undefined;
    if (Number(headers['content-length']) > prepared.readMaxBytes) return undefined;
    const type = parseContentType(headers['content-type'] ?? null);
    return type && !type.stream ? { binary: type.binary } : undefined;
  }

  async function answer(method: UnaryMethod, request: UnaryRequest): Promise<UnaryAnswer> {
    const { binary } = request;
    const acceptEncoding = request.headers['accept-encoding'];
    const compression = compressionNegotiate(
      prepared.acceptCompression,
      null,
      Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? null),
      'Accept-Encoding',
    );
    const context = createContext(method, request, binary);
    let status = 200;
    let body: Uint8Array;
    try {
      const input = method.serialization.getI(binary).parse(request.body);
      const output = await invokeUnaryImplementation(
        method.spec,
        context,
        input,
        prepared.interceptors,
      );
      body = method.serialization.getO(binary).serialize(output);
    } catch (caught) {
      const error =
        caught instanceof ConnectError
          ? caught
          : new ConnectError('internal error', Code.Internal, undefined, undefined, caught);
      status = codeToHttpStatus(error.code);
      context.responseHeader.set('Content-Type', contentTypeUnaryJson);
      if (!error.isWireError) mergeNonProtocolHeaders(context.responseHeader, error.metadata);
      const json = errorToJson(error, prepared.jsonOptions);
      const replacement = publicErrorOf(
        method.spec.method,
        status,
        json as ConnectErrorBody,
        request.logger,
      );
      status = replacement?.status ?? status;
      body = Buffer.from(JSON.stringify(replacement?.error ?? json));
    }
    if (compression.response && body.byteLength >= prepared.compressMinBytes) {
      body = await compression.response.compress(body);
      context.responseHeader.set('Content-Encoding', compression.response.name);
    }
    // Trailers travel as `trailer-` headers in a unary answer; a call seldom has any.
    const header = context.responseTrailer.keys().next().done
      ? context.responseHeader
      : trailerMux(context.responseHeader, context.responseTrailer);
    header.set('Content-Length', String(body.byteLength));
    return { status, header, body };
  }

  return { recording, method, accepts, answer };
}

function createContext(
  method: UnaryMethod,
  request: UnaryRequest,
  binary: boolean,
): HandlerContext {
  return {
    method: method.spec.method,
    service: method.spec.method.parent,
    signal: request.signal,
    timeoutMs: () => undefined,
    requestMethod: 'POST',
    requestHeader: toWebHeaders(request.headers),
    responseHeader: new Headers({
      'Content-Type': binary ? contentTypeUnaryProto : contentTypeUnaryJson,
    }),
    responseTrailer: new Headers(),
    protocolName: 'connect',
    url: request.url,
    values: request.values,
  };
}

export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const web = new Headers();
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') web.append(name, value);
    else if (value) for (const item of value) web.append(name, item);
  }
  return web;
}
