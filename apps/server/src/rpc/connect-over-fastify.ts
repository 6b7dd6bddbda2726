import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
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
      routes(router);
      for (const handler of router.handlers) {
        scope.route({
          method: handler.allowedMethods,
          url: handler.requestPath,
          handler: (request, reply) =>
            answer(handler, request, reply, readMaxBytes, contextValues(request)),
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
) {
  const raw = request.raw;
  const response = reply.raw;
  const abort = new AbortController();
  // A body over the limit is refused unread (its declared length) or part-read: the connection is
  // closed after the refusal rather than the rest read and thrown away.
  let overLimit = Number(raw.headers['content-length']) > readMaxBytes;
  response.once('close', () => {
    if (!response.writableFinished) abort.abort(CLIENT_GONE);
  });
  try {
    const result = await handler({
      httpVersion: raw.httpVersion,
      method: raw.method ?? '',
      url: `http://${raw.headers.host ?? 'localhost'}${raw.url ?? ''}`,
      header: toWebHeaders(raw.headers),
      body: readBody(raw, readMaxBytes, () => {
        overLimit = true;
      }),
      signal: abort.signal,
      contextValues: values,
    });
    const chunks: Uint8Array[] = [];
    if (result.body) for await (const chunk of result.body) chunks.push(chunk);
    // Headers the Fastify hooks set (security headers, the request id) are on the reply.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    if (overLimit) {
      response.setHeader('connection', 'close');
      response.once('finish', () => raw.destroy());
    }
    response.writeHead(result.status, result.header ? toNodeHeaders(result.header) : {});
    response.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  } catch (error) {
    if (ConnectError.from(error).code === Code.Canceled && abort.signal.aborted) return;
    request.log.error({ err: error }, 'RPC failed in the Connect glue');
    if (!response.headersSent) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'internal', message: INTERNAL_ERROR_MESSAGE }));
    } else {
      response.destroy();
    }
  }
}

/**
 * The request body, read when Connect asks for it (a GET has none). Past
 * `readMaxBytes` it stops reading and hands over what it has, which Connect
 * refuses as `resource_exhausted`; the rest is never read.
 */
async function* readBody(
  raw: IncomingMessage,
  readMaxBytes: number,
  onOverLimit: () => void,
): AsyncGenerator<Uint8Array> {
  const chunks = await new Promise<Buffer[]>((resolve, reject) => {
    const received: Buffer[] = [];
    let size = 0;
    const finish = (error?: unknown) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      if (error) reject(error);
      else resolve(received);
    };
    const onData = (chunk: Buffer) => {
      received.push(chunk);
      size += chunk.byteLength;
      if (size > readMaxBytes) {
        raw.pause();
        onOverLimit();
        finish();
      }
    };
    const onEnd = () => finish();
    const onError = (error: unknown) => finish(error);
    if (raw.readableEnded) {
      resolve(received);
      return;
    }
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
  });
  yield* chunks;
}

function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const web = new Headers();
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') web.append(name, value);
    else if (value) for (const item of value) web.append(name, item);
  }
  return web;
}

function toNodeHeaders(headers: Headers): OutgoingHttpHeaders {
  const node: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    node[name] = name === 'set-cookie' ? headers.getSetCookie() : value;
  });
  return node;
}
