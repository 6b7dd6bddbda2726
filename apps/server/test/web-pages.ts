import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageRenderer, WebPagesSource } from '../src/modules/web-pages/index.js';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/**
 * The customer app's server renderer loaded from its sources (Vitest compiles
 * them), with its index.html: the pages the server renders in the tests are
 * the real app's, without a build. The browser journeys run the builds.
 */
export async function loadWebPagesFromSources(): Promise<WebPagesSource> {
  const entry = pathToFileURL(path.join(webRoot, 'src', 'entry-server.tsx')).href;
  return {
    renderer: (await import(entry)) as PageRenderer,
    indexHtml: readFileSync(path.join(webRoot, 'index.html'), 'utf8'),
  };
}

/** A web dist folder holding just index.html, so that the app serves the customer pages. */
export function createWebDistDir(indexHtml: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'foundly-web-')), 'web', 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  return dir;
}
