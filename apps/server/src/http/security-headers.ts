import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config, StorageConfig } from '../config.js';

const SCRIPT_NONCE = Symbol('script nonce');

type WithNonce = ServerResponse & { [SCRIPT_NONCE]?: string };

/**
 * The nonce this response's Content-Security-Policy allows scripts with: a
 * page rendered on the server gives it to the few inline scripts React and
 * the router write. New for every response.
 */
export function getScriptNonce(reply: FastifyReply): string {
  return (reply.raw as WithNonce)[SCRIPT_NONCE] ?? '';
}

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
  const hashes = htmlFiles
    .filter((file) => existsSync(file))
    .flatMap((file) => getInlineScriptHashes(readFileSync(file, 'utf8')));
  return [...new Set(hashes)];
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
  server.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce)[SCRIPT_NONCE] = randomBytes(16).toString('base64');
  });
  await server.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...inlineScriptHashes,
          (_request, response) => `'nonce-${(response as WithNonce)[SCRIPT_NONCE] ?? ''}'`,
        ],
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
