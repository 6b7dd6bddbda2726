import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { ContentSecurityPolicy } from '../../http/security-headers.js';
import { getPublicConfig } from '../public-config/index.js';
import { createInProcessRpc } from './in-process-transport.js';
import { getServerEntryFile, loadPageRenderer, type PageRenderer } from './page-renderer.js';
import { parsePageTemplate } from './page-template.js';
import { createPageSender } from './send-page.js';

/** A renderer and page given instead of the builds (the tests render from the web app's sources). */
export interface WebPagesSource {
  renderer: PageRenderer;
  indexHtml: string;
}

/**
 * The sender of the customer app's pages rendered on the server, from the
 * web app's two builds (the browser's in `webDistDir`, the server's beside
 * it). Undefined when either is missing: the pages then go out as the bare
 * shell, rendered by the browser, as before server rendering.
 */
export async function createCustomerPageSender(
  app: AppContext,
  logger: FastifyBaseLogger,
  options: {
    webDistDir: string;
    contentSecurityPolicy: ContentSecurityPolicy;
    source?: WebPagesSource;
  },
) {
  const { webDistDir, source } = options;
  const indexFile = path.join(webDistDir, 'index.html');
  const entryFile = getServerEntryFile(webDistDir);
  const indexHtml =
    source?.indexHtml ?? (existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);
  const template = indexHtml ? parsePageTemplate(indexHtml) : undefined;
  const renderer = template ? (source?.renderer ?? (await loadPageRenderer(entryFile))) : undefined;
  if (!template || !renderer) {
    logger.warn(
      { entryFile },
      'Pages not rendered on the server: the web app’s server build is missing',
    );
    return undefined;
  }
  return createPageSender({
    app,
    renderer,
    template,
    rpc: createInProcessRpc(app, logger),
    publicConfig: getPublicConfig(app.config),
    deadlineMs: app.config.pageDataDeadlineMs,
    contentSecurityPolicy: options.contentSecurityPolicy,
  });
}
