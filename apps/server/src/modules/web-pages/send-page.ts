import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LOCALE_COOKIE, parseAcceptLanguage, readCookie, readLocale } from '@foundly/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createScriptNonce, type ContentSecurityPolicy } from '../../http/security-headers.js';
import { findCallerOfHeaders } from '../../rpc/caller.js';
import { toFetchHeaders } from '../../http/fetch-headers.js';
import type { InProcessRpc } from './in-process-transport.js';
import type { PageRenderer, PageRequest } from './page-renderer.js';
import { renderPageHead, renderPageTail, type PageTemplate } from './page-template.js';

export interface PageSenderOptions {
  app: AppContext;
  renderer: PageRenderer;
  template: PageTemplate;
  rpc: InProcessRpc;
  publicConfig: PageRequest['publicConfig'];
  /**
   * How long a page waits for its data. Past it, the bare shell goes out at
   * once and the browser loads the page itself: a slow database makes pages
   * slower, never hang.
   */
  deadlineMs: number;
  /** The policy a rendered page is sent with, allowing its inline scripts by nonce. */
  contentSecurityPolicy: ContentSecurityPolicy;
}

/** A promise that fails when the signal aborts (the page's deadline). */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/** Compressed as the browser accepts (Brotli, else gzip), quickly: a page is made per request. */
function compress(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted, ['br', 'gzip']) : null;
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  return body.pipe(compressor);
}

/** Headers of every page: made for one person, never cached, varying with the session. */
function setPageHeaders(reply: FastifyReply, status: number) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding');
}

/**
 * Answers a page of the customer app with its first screen rendered: the
 * caller resolved from the session cookie (a forged or expired one is
 * nobody), the route's data loaded in-process, a redirect the data decides
 * sent as 302, the markup streamed inside the built index.html with the page
 * state after it. Whatever goes wrong while rendering, or a deadline passed,
 * the bare shell goes out instead and the browser renders the page itself.
 */
export function createPageSender(options: PageSenderOptions) {
  const { app, renderer, template, rpc } = options;
  const { deadlineMs } = options;

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    setPageHeaders(reply, 200);
    return reply.send(compress(request, reply, Readable.from([template.shell])));
  };

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const headers = toFetchHeaders(request);
    const nonce = createScriptNonce();
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`page data took over ${deadlineMs} ms`)),
      deadlineMs,
    );
    try {
      const caller = await findCallerOfHeaders(app, headers);
      const rendering = renderer.renderPage({
        url: request.url,
        transport: rpc.forRequest(headers),
        viewer: caller ? { id: caller.userId, name: caller.name, email: caller.email } : null,
        publicConfig: options.publicConfig,
        localePreference: {
          chosen: readLocale(readCookie(request.headers.cookie, LOCALE_COOKIE)),
          languages: parseAcceptLanguage(request.headers['accept-language']),
        },
        nonce,
        signal: controller.signal,
      });
      const page = await Promise.race([rendering, rejectOnAbort(controller.signal)]);
      if (page.kind === 'redirect') {
        return reply
          .code(302)
          .header('location', page.location)
          .header('cache-control', 'private, no-store')
          .send();
      }
      const language = page.locale.slice(0, 2);
      const head = renderPageHead(template, { language });
      const body = Readable.fromWeb(page.body as NodeReadableStream<Uint8Array>);
      const { readState } = page;
      async function* document() {
        yield head;
        for await (const chunk of body) yield chunk as Buffer;
        yield renderPageTail(template, {
          language,
          nonce,
          stateJson: readState(),
          stateElementId: renderer.PAGE_STATE_ELEMENT_ID,
        });
      }
      setPageHeaders(reply, page.status);
      reply.header('content-security-policy', options.contentSecurityPolicy.withNonce(nonce));
      return await reply.send(compress(request, reply, Readable.from(document())));
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'Page not rendered: the shell is sent');
      return sendShell(request, reply);
    } finally {
      clearTimeout(timer);
    }
  };
}
