import type { Transport } from '@connectrpc/connect';
import type { LocalePreference } from '@foundly/app-kit';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorScreen } from '../components/error-screen.js';
import { NotFoundScreen } from '../components/not-found-screen.js';
import { PageLoader } from '../components/page-loader.js';
import { routeTree } from '../route-tree.gen.js';
import type { RouterContext } from './router-context.js';
import type { RequestHintHeaders } from './rpc/request-hints.js';

export interface AppRouterOptions {
  queryClient: QueryClient;
  transport: Transport;
  requestHints: RequestHintHeaders;
  localePreference: LocalePreference;
  /** The server's memory history of the page it renders; the browser's history otherwise. */
  history?: RouterHistory;
  isServer?: boolean;
  /** The server's Content-Security-Policy nonce, for the scripts the router writes into a page. */
  nonce?: string;
  pageMessages?: RouterContext['pageMessages'];
  usedMessageKeys?: RouterContext['usedMessageKeys'];
}

/** Builds the router of one app instance with its context (query client, transport, hints). */
export function createAppRouter(options: AppRouterOptions) {
  const { queryClient, transport, requestHints, localePreference } = options;
  const { pageMessages, usedMessageKeys } = options;
  return createRouter({
    routeTree,
    context: {
      queryClient,
      transport,
      requestHints,
      localePreference,
      pageMessages,
      usedMessageKeys,
    } satisfies RouterContext,
    ...(options.history ? { history: options.history } : {}),
    ...(options.isServer !== undefined ? { isServer: options.isServer } : {}),
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // A page's first load starts at the top; the browser restores later navigations' scroll.
    scrollRestoration: !options.isServer,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
