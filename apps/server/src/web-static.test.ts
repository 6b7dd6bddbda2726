import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './http/error-handler.js';
import { registerWebApp } from './web-static.js';

const APP_SCRIPT = `console.log(${JSON.stringify('a'.repeat(4000))});`;
const WEB_INDEX =
  '<!doctype html><title>Foundly</title><script src="/assets/app-1a2b.js"></script>';
const OPS_INDEX = '<!doctype html><title>Foundly back-office</title>';

/** A build as Vite leaves it: each file, and Brotli and gzip copies of the larger ones. */
function writeBuild(dir: string, files: Record<string, string>, compressed: string[]) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (compressed.includes(name)) {
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
  }
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('the built apps served by the API', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'foundly-web-static-'));
    const webDist = path.join(root, 'web', 'dist');
    writeBuild(
      webDist,
      { 'index.html': WEB_INDEX, 'assets/app-1a2b.js': APP_SCRIPT, 'assets/tiny-3c4d.js': '1;' },
      ['index.html', 'assets/app-1a2b.js'],
    );
    writeBuild(path.join(root, 'ops', 'dist'), { 'index.html': OPS_INDEX }, ['index.html']);
    app = Fastify();
    registerErrorHandler(app);
    await registerWebApp(app, webDist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])('answers a browser accepting %s with the %s copy of a script', async (accept, encoding) => {
    const response = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload, encoding)).toBe(APP_SCRIPT);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(APP_SCRIPT.length / 10);
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const response = await app.inject({
      url: '/assets/tiny-3c4d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('1;');
  });

  it.each([
    ['a customer route', '/fr/fr-fr/documents', WEB_INDEX],
    ['a back-office route', '/ops/files/42', OPS_INDEX],
  ])('answers %s with its app, never cached', async (_title, url, index) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const encoding = response.headers['content-encoding'];
    expect(decode(response.rawPayload, typeof encoding === 'string' ? encoding : undefined)).toBe(
      index,
    );
  });

  it('answers an unknown API path with a 404, not the app', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
  });
});
