import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLoggerOptions } from '../logger.js';
import {
  BACKENDS,
  createLogCapture,
  PRODUCTION_ENV,
  uniqueEmail,
  useTestApp,
} from '../../test/harness.js';
import { registerErrorHandler } from './error-handler.js';
import { registerJsonBodyParser } from './json-body.js';

/** Texts that would tell a client how the server is built. */
const INTERNALS = /select |insert |update "|params|postgres|drizzle|\bat \S+:\d+/i;

describe.each(BACKENDS)('REST routes in production on %s', (backend) => {
  const app = useTestApp(backend, { env: PRODUCTION_ENV });
  let cookie: string;

  beforeAll(async () => {
    cookie = (await app().signUp()).cookie;
  });

  it.each([
    ['a sign-up whose name holds a NUL', '/api/auth/sign-up/email', { name: 'Ada\u0000' }],
    [
      'a sign-up whose e-mail holds a NUL',
      '/api/auth/sign-up/email',
      { email: 'ada\u0000@example.com' },
    ],
    [
      'a progress request whose order id holds a NUL',
      '/api/orders/fr/progress',
      { orderId: '\u0000' },
    ],
  ])('refuses %s with 400 and no internals', async (_, url, fields) => {
    const response = await app().fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        email: uniqueEmail(),
        password: 'correct-horse-battery',
        name: 'Ada',
        ...fields,
      }),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ error: 'INVALID_ARGUMENT' });
    expect(text).not.toMatch(INTERNALS);
  });

  it('refuses malformed JSON with 400 and no internals', async () => {
    const response = await app().fetch('/api/orders/fr/progress', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{"orderId":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_ARGUMENT' });
  });
});

describe('a REST route that fails unexpectedly', () => {
  async function failWith(error: Error) {
    const logs = createLogCapture();
    const config = loadConfig({
      ...PRODUCTION_ENV,
      BASE_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'info',
    });
    const server = Fastify({ logger: createLoggerOptions(config, logs.stream) });
    registerErrorHandler(server);
    registerJsonBodyParser(server);
    server.post('/boom', async () => {
      throw error;
    });
    const response = await server.inject({ method: 'POST', url: '/boom', payload: {} });
    await server.close();
    return { response, logs };
  }

  const failedQuery = Object.assign(
    new Error(
      'Failed query: insert into "auth_user" ("email") values ($1)\nparams: secret-address@example.com',
    ),
    { params: ['secret-address@example.com'] },
  );

  it('answers 500 with a neutral message, never the SQL or its values', async () => {
    const { response } = await failWith(failedQuery);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'INTERNAL', message: 'Internal error' });
  });

  it('logs the failure under a fixed message, the bound values redacted everywhere', async () => {
    const { logs } = await failWith(failedQuery);
    const failure = logs.lines().find((line) => line.msg === 'Request failed');
    expect(failure).toBeDefined();
    expect(logs.text()).not.toContain('secret-address@example.com');
  });
});
