import type { Transport } from '@connectrpc/connect';
import { createAppQueryClient, type LocalePreference } from '@foundly/app-kit';
import { pickMessages, type Locale } from '@foundly/domain';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { getLoadedMessages } from './app/i18n/load-messages.js';
import { AppProviders } from './app/providers.js';
import { ServerRedirect, ServerRedirectContext } from './components/redirect.js';
import { publicConfigQuery, type PublicConfig } from './app/public-config.js';
import { createAppRouter, type AppRouter } from './app/router.js';
import { RequestHintHeaders } from './app/rpc/request-hints.js';
import { readServerOutcome } from './app/ssr/server-outcome.js';
import { serializePageState } from './app/ssr/page-state.js';
import { viewerQuery, type Viewer } from './app/session.js';

export type { PublicConfig } from './app/public-config.js';
export type { Viewer } from './app/session.js';
export type { LocalePreference } from '@foundly/app-kit';

/** A page to render: what the server knows of the request and the caller. */
export interface PageRequest {
  /** The path and query string asked for. */
  url: string;
  /** Calls the services in the server's own process, with the caller's credentials. */
  transport: Transport;
  /** The signed-in person, or null. */
  viewer: Viewer | null;
  publicConfig: PublicConfig;
  localePreference: LocalePreference;
  /** The nonce of the response's Content-Security-Policy, for the inline scripts the render writes. */
  nonce: string;
  /** Aborted when the server stops waiting (the page then goes out unrendered). */
  signal: AbortSignal;
}

export type PageResponse =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      locale: Locale;
      /** The app's markup, for the root element. */
      body: ReadableStream<Uint8Array>;
      /** The JSON of the page state, once the body has been read to its end. */
      readState(): string;
    };

/** How many times a page is rendered again for the data its screens asked for. */
const MAX_DATA_PASSES = 2;

/**
 * Fetches the queries a render asked for and the server could not answer
 * from the cache: a component's useQuery only fetches once mounted, which a
 * server never does. Disabled queries are left alone. Answers how many.
 */
async function fetchQueriesAskedFor(queryClient: QueryClient): Promise<number> {
  const wanted = queryClient
    .getQueryCache()
    .findAll({ type: 'all' })
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      if (query.options.queryFn === skipToken) return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
  await Promise.allSettled(wanted.map((query) => query.fetch()));
  return wanted.length;
}

function getLocale(router: AppRouter): Locale {
  const root = router.state.matches[0];
  return (root?.context as { locale: Locale }).locale;
}

/**
 * Renders one page of the app as the browser would show it: the route's data
 * loaded through the same services the RPCs call (in-process), redirects
 * decided by that data answered as such, and the query cache handed over so
 * that the browser hydrates without asking again. One router, query client
 * and hint holder per page: nothing is shared between two people's pages.
 */
export async function renderPage(request: PageRequest): Promise<PageResponse> {
  const { transport } = request;
  const queryClient = createAppQueryClient({ onUnauthenticated: () => undefined });
  const usedMessageKeys = new Set<string>();
  queryClient.setQueryData(viewerQuery.queryKey, request.viewer);
  queryClient.setQueryData(publicConfigQuery.queryKey, request.publicConfig);
  const router = createAppRouter({
    queryClient,
    transport,
    requestHints: new RequestHintHeaders(),
    localePreference: request.localePreference,
    history: createMemoryHistory({ initialEntries: [request.url] }),
    isServer: true,
    nonce: request.nonce,
    usedMessageKeys,
  });
  await router.load();
  request.signal.throwIfAborted();
  const outcome = readServerOutcome(router);
  if (outcome.kind === 'redirect') return outcome;

  const serverRedirect = new ServerRedirect();
  const render = async () => {
    const stream = await renderToReadableStream(
      <StrictMode>
        <ServerRedirectContext value={serverRedirect}>
          <AppProviders router={router} queryClient={queryClient} transport={transport} />
        </ServerRedirectContext>
      </StrictMode>,
      {
        signal: request.signal,
        nonce: request.nonce,
        // Every boundary inline in the page: nothing is revealed later by script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    await stream.allReady;
    return stream;
  };
  let body = await render();
  // A screen asks for more than its route loaded (the documents, the signature request): the
  // first render names those queries; they are fetched and the page rendered again with them.
  for (let pass = 0; pass < MAX_DATA_PASSES && !serverRedirect.target; pass++) {
    const fetched = await fetchQueriesAskedFor(queryClient);
    if (fetched === 0) break;
    await body.cancel();
    request.signal.throwIfAborted();
    body = await render();
  }
  if (serverRedirect.target) {
    await body.cancel();
    return { kind: 'redirect', status: 302, location: serverRedirect.target };
  }
  const locale = getLocale(router);
  return {
    kind: 'page',
    status: outcome.status,
    locale,
    body,
    readState: () =>
      serializePageState({
        locale,
        messages: pickMessages(getLoadedMessages(locale) ?? {}, usedMessageKeys),
        queries: dehydrate(queryClient),
      }),
  };
}
export { PAGE_STATE_ELEMENT_ID } from './app/ssr/page-state.js';
