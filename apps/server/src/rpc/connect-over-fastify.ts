import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import {
  Code,
  ConnectError,
  createConnectRouter,
  type ConnectRouter,
  type ConnectRouterOptions,
  type ContextValues,
} from '@connectrpc/connect';
import type { UniversalHandler } from '@connectrpc/connect/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createUnaryPath, toWebHeaders } from './connect-unary.js';
import { INTERNAL_ERROR_MESSAGE } from './errors.js';

export interface ConnectRoutesOptions extends Omit<ConnectRouterOptions, 'shutdownSignal'> {
  /** Where the services are mounted, e.g. /rpc. */
  prefix: string;
  routes: (router: ConnectRouter) => void;
  /** The largest request body read, before and after decompression. */
  readMaxBytes: number;
  contextValues: (request: FastifyRequest) => ContextValues;
  /** How long calls under way may run once the server starts closing. */
  shutdownTimeoutMs: number;
}

/** The reason a call's signal carries when its client went away before the answer. */
const CLIENT_GONE = new ConnectError('the client closed the connection', Code.Canceled);

/**
 * Mounts Connect services on Fastify: Connect's own handlers (the protocol:
 * content types, GET requests, compression, time-outs, interceptors, error
 * bodies) on routes of their own, with a leaner glue than the library's
 * Fastify plugin (ADR 11). The request body is read with stream events, not
 * through an async iterator over the stream; the answer, one message, is
 * written with one `end()`; the call's abort signal fires only when the
 * client leaves before the answer, so a normal call creates no abort reason.
 * The common unary call, a plain POST, is answered by the unary path
 * (connect-unary.ts) rather than Connect's handler.
 */
export async function registerConnectRoutes(
  server: FastifyInstance,
  options: ConnectRoutesOptions,
) {
  const { prefix, routes, readMaxBytes, contextValues, shutdownTimeoutMs, ...routerOptions } =
    options;
  await server.register(
    async (scope) => {
      // Connect reads the bodies itself: every content type reaches it unparsed, and it answers
      // 415 to the ones it does not speak.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const shutdown = new AbortController();
      // The unary path's calls under way, aborted with the others when the server closes.
      const unaryCalls = new Set<AbortController>();
      shutdown.signal.addEventListener('abort', () => {
        for (const call of unaryCalls) call.abort(shutdown.signal.reason);
      });
      scope.addHook('preClose', (done) => {
        setTimeout(
          () => shutdown.abort(new ConnectError('the server is shutting down', Code.Unavailable)),
          shutdownTimeoutMs,
        ).unref();
        done();
      });
      const router = createConnectRouter({
        ...routerOptions,
        readMaxBytes,
        shutdownSignal: shutdown.signal,
      });
      const unary = createUnaryPath({ ...routerOptions, readMaxBytes });
      routes(unary.recording(router));
      for (const handler of router.handlers) {
        const method = unary.method(handler.requestPath);
        scope.route({
          method: handler.allowedMethods,
          url: handler.requestPath,
          handler: async (request, reply) => {
            const values = contextValues(request);
            const format = method && unary.accepts(request.raw);
            if (!method || !format) return answer(handler, request, reply, readMaxBytes, values);
            const read = await readRequestBody(request.raw, readMaxBytes);
            // Connect refuses an over-limit body in its own words.
            if (read.overLimit) return answer(handler, request, reply, readMaxBytes, values, read);
            const abort = watchClient(reply);
            unaryCalls.add(abort);
            try {
              const result = await unary.answer(method, {
                binary: format.binary,
                url: `http://${request.raw.headers.host ?? 'localhost'}${request.raw.url ?? ''}`,
                headers: request.raw.headers,
                body: read.chunks.length === 1 ? read.chunks[0]! : Buffer.concat(read.chunks),
                signal: abort.signal,
                values,
                logger: request.log,
              });
              writeAnswer(reply, result.status, result.header, result.body, false);
            } catch (error) {
              failInGlue(request, reply, error);
            } finally {
              unaryCalls.delete(abort);
            }
          },
        });
      }
    },
    { prefix },
  );
}

async function answer(
  handler: UniversalHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  readMaxBytes: number,
  values: ContextValues,
  alreadyRead?: RequestBody,
) {
  const raw = request.raw;
  // A body over the limit is refused unread (its declared length) or part-read: the connection is
  // closed after the refusal rather than the rest read and thrown away.
  let overLimit = Number(raw.headers['content-length']) > readMaxBytes;
  const abort = watchClient(reply);
  try {
    const result = await handler({
      httpVersion: raw.httpVersion,
      method: raw.method ?? '',
      url: `http://${raw.headers.host ?? 'localhost'}${raw.url ?? ''}`,
      header: toWebHeaders(raw.headers),
      body: (async function* () {
        const read = alreadyRead ?? (await readRequestBody(raw, readMaxBytes));
        if (read.overLimit) overLimit = true;
        yield* read.chunks;
      })(),
      signal: abort.signal,
      contextValues: values,
    });
    const chunks: Uint8Array[] = [];
    if (result.body) for await (const chunk of result.body) chunks.push(chunk);
    writeAnswer(
      reply,
      result.status,
      result.header,
      chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
      overLimit,
    );
  } catch (error) {
    if (ConnectError.from(error).code === Code.Canceled && abort.signal.aborted) return;
    failInGlue(request, reply, error);
  }
}

/** A call's abort controller, aborted when its client leaves before the answer is written. */
function watchClient(reply: FastifyReply): AbortController {
  const abort = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) abort.abort(CLIENT_GONE);
  });
  return abort;
}

/**
 * Writes an answer with the headers the Fastify hooks set on the reply (security headers, the
 * request id); after an over-limit body, the connection is closed once it is written.
 */
function writeAnswer(
  reply: FastifyReply,
  status: number,
  header: Headers | undefined,
  body: Uint8Array,
  closeConnection: boolean,
) {
  const response = reply.raw;
  // One object for writeHead: Node.js then writes the headers without keeping a copy of each.
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  if (header) Object.assign(headers, toNodeHeaders(header));
  if (closeConnection) {
    headers.connection = 'close';
    response.once('finish', () => reply.request.raw.destroy());
  }
  response.writeHead(status, headers);
  response.end(body);
}

/** A failure of the glue itself: answered `internal` and logged, never left open. */
function failInGlue(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const response = reply.raw;
  request.log.error({ err: error }, 'RPC failed in the Connect glue');
  if (!response.headersSent) {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 'internal', message: INTERNAL_ERROR_MESSAGE }));
  } else {
    response.destroy();
  }
}

interface RequestBody {
  chunks: Buffer[];
  /** Set when reading stopped at the limit: the rest was never read. */
  overLimit: boolean;
}

/**
 * The request body (a GET has none). Past `readMaxBytes` it stops reading and
 * hands over what it has, which Connect refuses as `resource_exhausted`; the
 * rest is never read.
 */
function readRequestBody(raw: IncomingMessage, readMaxBytes: number): Promise<RequestBody> {
  return new Promise<RequestBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: unknown, overLimit: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      if (error) reject(error);
      else resolve({ chunks, overLimit });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size > readMaxBytes) {
        raw.pause();
        finish(undefined, true);
      }
    };
    const onEnd = () => finish(undefined, false);
    const onError = (error: unknown) => finish(error, false);
    if (raw.readableEnded) {
      resolve({ chunks, overLimit: false });
      return;
    }
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
  });
}

function toNodeHeaders(headers: Headers): OutgoingHttpHeaders {
  const node: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    node[name] = name === 'set-cookie' ? headers.getSetCookie() : value;
  });
  return node;
}
