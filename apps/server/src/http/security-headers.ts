import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config, StorageConfig } from '../config.js';

/** The CSP sources of the inline scripts of an HTML page (the theme script of index.html). */
export function getInlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** The inline script hashes of the built apps' pages; none for an app not built. */
export function readInlineScriptHashes(htmlFiles: string[]): string[] {
  return htmlFiles
    .filter((file) => existsSync(file))
    .flatMap((file) => getInlineScriptHashes(readFileSync(file, 'utf8')));
}

/**
 * Where documents are read from besides our own origin: an S3 bucket hands out
 * presigned URLs on its own host, which the back-office shows in a frame.
 */
export function getStorageOrigin(storage: StorageConfig): string | undefined {
  if (storage.driver !== 's3') return undefined;
  if (storage.endpoint) return new URL(storage.endpoint).origin;
  return `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`;
}

/**
 * Headers every response carries, HTML and API alike. The pages run only our
 * own scripts (and the inline ones whose hashes are listed), talk only to our
 * origin, cannot be framed by another site, and never let a browser guess a
 * content type. HSTS once the site is served over HTTPS. Routes with other
 * needs (the sandboxes' pages, documents shown in a frame) set their own
 * policy over this one.
 */
export async function registerSecurityHeaders(
  server: FastifyInstance,
  config: Pick<Config, 'baseUrl' | 'hstsMaxAgeSeconds' | 'storage'>,
  inlineScriptHashes: string[],
) {
  const https = config.baseUrl.startsWith('https:');
  const storageOrigin = getStorageOrigin(config.storage);
  const extra = storageOrigin ? [storageOrigin] : [];
  await server.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // React sets style attributes, and the server-rendered pages carry some.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra],
        frameSrc: ["'self'", ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      https && config.hstsMaxAgeSeconds > 0
        ? { maxAge: config.hstsMaxAgeSeconds, includeSubDomains: false }
        : false,
    xFrameOptions: { action: 'deny' },
  });
}
