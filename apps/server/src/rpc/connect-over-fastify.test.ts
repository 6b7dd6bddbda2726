import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContextValues, type HandlerContext } from '@connectrpc/connect';
import { ReferenceDataService } from '@foundly/proto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerConnectRoutes } from './connect-over-fastify.js';

const PATH = '/rpc/formation.v1.ReferenceDataService/SearchActivities';
const READ_MAX_BYTES = 1024;

let server: FastifyInstance | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A real server whose search answers at once, or waits for its call's signal when asked to. */
async function start(
  onCall: (query: string, ctx: HandlerContext) => Promise<void> = async () => {},
) {
  server = Fastify();
  server.addHook('onRequest', async (_request, reply) => {
    reply.header('x-frame-options', 'DENY');
  });
  await registerConnectRoutes(server, {
    prefix: '/rpc',
    routes: (router) =>
      router.service(ReferenceDataService, {
        async searchActivities(request, ctx) {
          await onCall(request.query, ctx);
          return { activities: [] };
        },
      }),
    grpc: false,
    grpcWeb: false,
    readMaxBytes: READ_MAX_BYTES,
    contextValues: () => createContextValues(),
    shutdownTimeoutMs: 1_000,
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

describe('Connect services on Fastify', () => {
  it('answers a JSON POST and a GET of a side-effect-free method, with the hooks’ headers', async () => {
    const base = await start();
    const post = await fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'boulangerie' }),
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({});
    expect(post.headers.get('x-frame-options')).toBe('DENY');
    expect(post.headers.get('content-type')).toBe('application/json');

    const message = encodeURIComponent(JSON.stringify({ query: 'boulangerie' }));
    const get = await fetch(`${base}${PATH}?connect=v1&encoding=json&message=${message}`);
    expect(get.status).toBe(200);
  });

  it('refuses a streamed body past the limit and closes the connection', async () => {
    const base = await start();
    const { status, headers, body } = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const call = httpRequest(`${base}${PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      call.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      });
      call.on('error', reject);
      call.write(`{"query":"${'a'.repeat(READ_MAX_BYTES)}`);
    });
    expect(status).toBe(429);
    expect(JSON.parse(body)).toMatchObject({ code: 'resource_exhausted' });
    expect(headers.connection).toBe('close');
  });

  it('aborts the call’s signal when the client leaves before the answer', async () => {
    const reasons: unknown[] = [];
    let started = 0;
    const base = await start(async (query, ctx) => {
      if (query === 'quick') return;
      started++;
      await new Promise<void>((resolve) => {
        ctx.signal.addEventListener('abort', () => {
          reasons.push(ctx.signal.reason);
          resolve();
        });
      });
    });
    const quick = await fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'quick' }),
    });
    expect(quick.status).toBe(200);
    const leaving = new AbortController();
    const call = fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'slow' }),
      signal: leaving.signal,
    }).catch(() => 'left');
    await expect.poll(() => started).toBe(1);
    leaving.abort();
    expect(await call).toBe('left');
    await expect.poll(() => reasons.length).toBe(1);
    expect(String(reasons[0])).toContain('the client closed the connection');
  });

  it('ends a plain call without aborting its signal, and hides an unexpected failure', async () => {
    const signals: AbortSignal[] = [];
    const base = await start(async (query, ctx) => {
      signals.push(ctx.signal);
      if (query === 'fail') throw new Error('a bug with private details');
    });
    const ok = await fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'ok' }),
    });
    expect(ok.status).toBe(200);
    expect(signals[0]?.aborted).toBe(false);

    const failed = await fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'fail' }),
    });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: 'internal', message: 'Internal error' });
    expect(failed.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the time-out a client asks for', async () => {
    const base = await start(async (_query, ctx) => {
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
      ctx.signal.throwIfAborted();
    });
    const response = await fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'connect-timeout-ms': '50' },
      body: JSON.stringify({ query: 'slow' }),
    });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'deadline_exceeded' });
  });

  it('ends the calls under way as unavailable once the server has been closing too long', async () => {
    let started = 0;
    const base = await start(async (_query, ctx) => {
      started++;
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
      ctx.signal.throwIfAborted();
    });
    const call = fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'slow' }),
    });
    await expect.poll(() => started).toBe(1);
    const closing = server?.close();
    const response = await call;
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'unavailable' });
    // The client keeps its connection open, which would hold the close.
    server?.server.closeAllConnections();
    await closing;
    server = undefined;
  });
});
