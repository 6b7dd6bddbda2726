import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  createTestDatabase,
  expectRpcError,
  PRODUCTION_ENV,
  TestApp,
  type TestDatabase,
} from '../test/harness.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(BACKENDS)('the app on %s', (backend) => {
  let database: TestDatabase;
  let app: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    [app, production] = await Promise.all([
      TestApp.start({ database }),
      TestApp.start({ database, env: { ...PRODUCTION_ENV } }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([app?.close(), production?.close()]);
    await database?.destroy();
  });

  describe('GET /api/openapi.json', () => {
    it('is an OpenAPI 3.1 document listing /healthz, /api/config and /api/dev/outbox', async () => {
      const response = await app.fetch('/api/openapi.json');
      expect(response.status).toBe(200);
      const document = (await response.json()) as OpenApiDocument;
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.title).toBe('Foundly REST API');
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/healthz', '/api/config', '/api/dev/outbox']),
      );
      expect(Object.keys(document.paths['/healthz']!)).toEqual(['get']);
    });

    it('leaves out the auth handler and the document itself', async () => {
      const document = (await (await app.fetch('/api/openapi.json')).json()) as OpenApiDocument;
      const paths = Object.keys(document.paths);
      expect(paths.some((path) => path.startsWith('/api/auth'))).toBe(false);
      expect(paths).not.toContain('/api/openapi.json');
    });
  });

  describe('GET /api/config', () => {
    it('tells the web app the landing host, that no external sign-in or rating badge is configured, the sandbox bank’s portal and the built-in support chat', async () => {
      const response = await app.fetch('/api/config');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        landingUrl: app.context.config.landingUrl,
        providers: { google: false, oidc: null },
        rating: null,
        bankPortalUrl: `${app.context.config.baseUrl}/api/company-account/sandbox/banking`,
        supportChat: { provider: 'builtin', intercomAppId: null },
      });
    });
  });

  describe('x-request-id', () => {
    it('echoes a well-formed request id on REST, RPC, auth and 404 answers', async () => {
      const answers = await Promise.all([
        app.fetch('/healthz', { headers: { 'x-request-id': 'rest-1' } }),
        app.fetch('/rpc/formation.v1.AccountService/GetMyAccounts', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': 'rpc-1' },
          body: '{}',
        }),
        app.fetch('/api/auth/get-session', { headers: { 'x-request-id': 'auth-1' } }),
        app.fetch('/api/no-such-route', { headers: { 'x-request-id': 'missing-1' } }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 404]);
      expect(answers.map((answer) => answer.headers.get('x-request-id'))).toEqual([
        'rest-1',
        'rpc-1',
        'auth-1',
        'missing-1',
      ]);
    });

    it('reaches a Connect client with the error of a refused call', async () => {
      const { error } = await expectRpcError(
        app
          .clients({ headers: { 'x-request-id': 'connect-1' } })
          .featureFlags.getAllFeatureFlags({}),
        Code.Unauthenticated,
      );
      expect(error.metadata.get('x-request-id')).toBe('connect-1');
    });

    it.each([
      ['no request id', undefined],
      ['a request id with spaces', 'not a valid id'],
      ['a request id of 65 characters', 'r'.repeat(65)],
    ])('answers %s with a fresh UUID', async (_title, requestId) => {
      const response = await app.fetch('/healthz', {
        headers: requestId ? { 'x-request-id': requestId } : {},
      });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    });
  });

  describe('in production', () => {
    it('has no /api/dev/outbox route', async () => {
      expect((await production.fetch('/api/dev/outbox')).status).toBe(404);
      expect((await app.fetch('/api/dev/outbox')).status).toBe(200);
    });

    it('has no route that sets an order status', async () => {
      const path = `/api/dev/orders/${crypto.randomUUID()}/status`;
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'FINISHED' }),
      };
      expect((await production.fetch(path, init)).status).toBe(404);
      expect((await app.fetch(path, init)).status).toBe(400);
    });

    it('does not list /api/dev/outbox in the OpenAPI document', async () => {
      const response = await production.fetch('/api/openapi.json');
      const document = (await response.json()) as OpenApiDocument;
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/healthz', '/api/config']),
      );
      expect(Object.keys(document.paths)).not.toContain('/api/dev/outbox');
    });

    it('still signs people up, without any readable outbox', async () => {
      const user = await production.signUpUnverified();
      expect(user.id).not.toBe('');
      const outbox = await production.fetch(`/api/dev/outbox?to=${encodeURIComponent(user.email)}`);
      expect(outbox.status).toBe(404);
    });
  });
});
