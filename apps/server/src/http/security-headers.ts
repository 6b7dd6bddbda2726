import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config, StorageConfig } from '../config.js';
import { INTERCOM_CSP_SOURCES } from './intercom-csp.js';

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

/** The Content-Security-Policy of the product's responses, written once. */
export interface ContentSecurityPolicy {
  /** The policy of every response that sets none of its own. */
  readonly value: string;
  /**
   * The policy of a page rendered on the server, whose few inline scripts
   * (the app's starter, React's) carry this response's nonce.
   */
  withNonce(nonce: string): string;
}

/**
 * The policy: only our own scripts (and the inline ones whose hashes are
 * listed, or which carry a page's nonce), requests, frames and images to our
 * origin (and the S3 bucket's, whose presigned URLs the back-office shows in a
 * frame), no plugins, no framing by another site. Styles may be inline: React
 * sets style attributes, and the server-rendered pages carry some. With the
 * Intercom Messenger as the support chat, Intercom's hosts are added.
 */
export function createContentSecurityPolicy(
  config: Pick<Config, 'baseUrl' | 'storage' | 'supportChat'>,
  inlineScriptHashes: string[],
): ContentSecurityPolicy {
  const storageOrigin = getStorageOrigin(config.storage);
  const storage = storageOrigin ? [storageOrigin] : [];
  // The support chat's hosts, only when Intercom is its provider (the built-in chat is our origin).
  const intercom = config.supportChat.provider === 'intercom' ? INTERCOM_CSP_SOURCES : undefined;
  const sources = (...lists: (readonly string[] | undefined)[]) =>
    lists
      .flatMap((list) => list ?? [])
      .map((source) => ` ${source}`)
      .join('');
  const build = (scriptSources: string[]) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...scriptSources].join(' ') + sources(intercom?.script),
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${sources(storage, intercom?.img)}`,
      `font-src 'self' data:${sources(intercom?.font)}`,
      `connect-src 'self'${sources(storage, intercom?.connect)}`,
      ...(intercom ? [`media-src 'self'${sources(intercom.media)}`] : []),
      `frame-src 'self'${sources(storage, intercom?.frame)}`,
      "object-src 'none'",
      "base-uri 'none'",
      `form-action 'self'${sources(intercom?.form)}`,
      "frame-ancestors 'none'",
      ...(config.baseUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
    ].join('; ');
  const value = build(inlineScriptHashes);
  return {
    value,
    withNonce: (nonce) => build([...inlineScriptHashes, `'nonce-${nonce}'`]),
  };
}

/** A nonce for one response's inline scripts. */
export function createScriptNonce(): string {
  return randomBytes(16).toString('base64');
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
  config: Pick<Config, 'baseUrl' | 'hstsMaxAgeSeconds'>,
  policy: ContentSecurityPolicy,
) {
  const https = config.baseUrl.startsWith('https:');
  server.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy.value);
  });
  await server.register(helmet, {
    global: true,
    // Set above from the policy written once, rather than assembled for every response.
    contentSecurityPolicy: false,
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
