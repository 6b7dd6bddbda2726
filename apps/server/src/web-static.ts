import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RestError } from './http/rest-error.js';

const API_PREFIXES = ['/api/', '/rpc/', '/healthz'];

/** Where the back-office SPA is mounted; its build uses the same base (apps/ops/vite.config.ts). */
const OPS_PREFIX = '/ops';

/** The back-office build beside the customer one: apps/web/dist -> apps/ops/dist. */
export function getOpsDistDir(webDistDir: string): string {
  return path.resolve(webDistDir, '..', '..', 'ops', 'dist');
}

function isOpsPath(pathname: string): boolean {
  return pathname === OPS_PREFIX || pathname.startsWith(`${OPS_PREFIX}/`);
}

/**
 * Serves the built SPAs: the customers' at `/`, the operators' at `/ops/`.
 * Files go out as the build compressed them (Brotli, else gzip, by the
 * browser's Accept-Encoding), nothing is compressed per request.
 * Hashed assets are cached for a year, index.html never, and any other GET
 * answers the index.html of the app it falls under (client routing), or, for
 * the customer app, the page `sendCustomerPage` renders. An app that is not
 * built is skipped with a warning; the API still works.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: {
    opsDistDir?: string;
    sendCustomerPage?:
      ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined;
  } = {},
) {
  const opsDistDir = options.opsDistDir ?? getOpsDistDir(distDir);
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  const hasOps = existsSync(path.join(opsDistDir, 'index.html'));
  if (!hasWeb) {
    app.log.warn({ distDir }, 'Web app not built: run `npm run build` (the API still works)');
  }
  if (!hasOps) {
    app.log.warn(
      { distDir: opsDistDir },
      'Back-office not built: run `npm run build` (the API still works)',
    );
  }
  if (!hasWeb && !hasOps) return;

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders,
    });
  }
  if (hasOps) {
    await app.register(fastifyStatic, {
      root: opsDistDir,
      prefix: `${OPS_PREFIX}/`,
      wildcard: false,
      index: false,
      preCompressed: true,
      // One registration may add reply.sendFile; the other passes its root explicitly.
      decorateReply: !hasWeb,
      setHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isApi || request.method !== 'GET' || (isOpsPath(pathname) ? !hasOps : !hasWeb)) {
      throw new RestError(404, 'NOT_FOUND', 'Not found');
    }
    if (!isOpsPath(pathname) && options.sendCustomerPage) {
      return options.sendCustomerPage(request, reply);
    }
    const root = isOpsPath(pathname) ? opsDistDir : distDir;
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}
