import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { BACKENDS, PRODUCTION_ENV, useTestApp } from '../../test/harness.js';
import {
  createContentSecurityPolicy,
  getInlineScriptHashes,
  registerSecurityHeaders,
} from './security-headers.js';

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
/** What a browser computes for THEME_SCRIPT (sha256, base64), as DevTools reports it. */
const THEME_SCRIPT_HASH = "'sha256-gN9Pi0KAX2qf3Lqn7yaTkC3t/+x+YCF8JFDpylVqIIQ='";

const root = mkdtempSync(path.join(tmpdir(), 'foundly-headers-'));
const webDist = path.join(root, 'web', 'dist');
mkdirSync(webDist, { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><title>Foundly</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app.js"></script>`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('getInlineScriptHashes', () => {
  it('hashes the inline scripts of a page, not those loaded by src', () => {
    expect(
      getInlineScriptHashes(
        `<script>${THEME_SCRIPT}</script><script type="module" src="/a.js"></script>`,
      ),
    ).toEqual([THEME_SCRIPT_HASH]);
  });
});

describe.each(BACKENDS)('security headers in production on %s', (backend) => {
  const app = useTestApp(backend, {
    env: { ...PRODUCTION_ENV, WEB_DIST_DIR: webDist },
    serveWebApp: true,
  });

  function expectCommonHeaders(headers: Headers) {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  }

  it('the customer app page runs only our scripts and its hashed inline one', async () => {
    const response = await app().fetch('/fr/fr-fr/home');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expectCommonHeaders(response.headers);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain(`script-src 'self' ${THEME_SCRIPT_HASH}`);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it.each([
    ['GET', '/healthz'],
    ['GET', '/api/config'],
    ['GET', '/api/openapi.json'],
    ['GET', '/api/auth/get-session'],
    ['POST', '/rpc/formation.v1.AccountService/GetMyAccounts'],
    ['GET', '/api/no-such-route'],
  ])('%s %s carries them too', async (method, url) => {
    const response = await app().fetch(url, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
    });
    expectCommonHeaders(response.headers);
  });

  it('sends no HSTS over plain HTTP', async () => {
    const response = await app().fetch('/healthz');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('HSTS on an HTTPS deployment', () => {
  async function headersFor(environment: Record<string, string>) {
    const server = Fastify();
    const config = loadConfig({ NODE_ENV: 'test', ...environment });
    await registerSecurityHeaders(server, config, createContentSecurityPolicy(config, []));
    server.get('/', async () => 'ok');
    const response = await server.inject({ method: 'GET', url: '/' });
    await server.close();
    return response.headers;
  }

  it('is sent for a year when BASE_URL is https', async () => {
    const headers = await headersFor({ BASE_URL: 'https://portal.example.com' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('follows HSTS_MAX_AGE_SECONDS, and 0 turns it off', async () => {
    const week = await headersFor({
      BASE_URL: 'https://portal.example.com',
      HSTS_MAX_AGE_SECONDS: '604800',
    });
    expect(week['strict-transport-security']).toBe('max-age=604800');
    const off = await headersFor({
      BASE_URL: 'https://portal.example.com',
      HSTS_MAX_AGE_SECONDS: '0',
    });
    expect(off['strict-transport-security']).toBeUndefined();
  });
});

describe("the support chat's hosts", () => {
  function policyFor(environment: Record<string, string>) {
    return createContentSecurityPolicy(loadConfig({ NODE_ENV: 'test', ...environment }), []).value;
  }

  it('are absent with the built-in chat: every source stays our own origin', () => {
    const policy = policyFor({});
    expect(policy).not.toContain('intercom');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
  });

  it("with Intercom, are Intercom's hosts only, in the directives that need them", () => {
    const directives = new Map(
      policyFor({ INTERCOM_APP_ID: 'abc123' })
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources] as const;
        }),
    );
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(directives.get('connect-src')).toContain('https://api-iam.eu.intercom.io');
    expect(directives.get('connect-src')).toContain('wss://nexus-europe-websocket.intercom.io');
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [name, sources] of directives) {
      for (const source of sources.filter((value) => value.includes('://'))) {
        expect(source, name).toMatch(
          /^(https|wss):\/\/([\w-]+\.|\*\.)*(intercom|intercomcdn|intercomassets|intercom-messenger|intercomusercontent|intercom-sheets|intercom-reporting|intercom-attachments-\d|youtube|vimeo|wistia)\.(io|com|eu|net|help)$/,
        );
      }
    }
  });
});
