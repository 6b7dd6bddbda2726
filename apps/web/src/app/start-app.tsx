import { createAppQueryClient } from '@foundly/app-kit';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readBrowserLocalePreference } from './i18n/detect-locale.js';
import { AppProviders } from './providers.js';
import { createAppRouter } from './router.js';
import { RequestHintHeaders } from './rpc/request-hints.js';
import { yieldToMain } from '../lib/yield-to-main.js';
import { createBrowserTransport } from './rpc/transport.js';
import { PAGE_STATE_ELEMENT_ID, parsePageState, type PageState } from './ssr/page-state.js';

/** The state of a page the server rendered; none when it sent the bare shell. */
function readPageState(): PageState | undefined {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return parsePageState(element.textContent);
  } catch (error) {
    console.warn('Page state unreadable: the app renders in the browser', error);
    return undefined;
  }
}

/**
 * Reads the page state, then hydrates the page the server rendered, or renders the app. Each
 * step (reading the state, building the router, loading the route, hydrating) is a task of its
 * own, so that no single task blocks the page for long.
 */
export async function startApp() {
  const state = readPageState();
  await yieldToMain();
  const requestHints = new RequestHintHeaders();
  const transport = createBrowserTransport(requestHints);
  // Any call answered `unauthenticated` sends the person to sign in again (spec 01 §7).
  const queryClient = createAppQueryClient({
    onUnauthenticated: () => {
      if (router.state.location.pathname !== '/create-customer') {
        void router.navigate({ to: '/create-customer' });
      }
    },
  });
  const preference = readBrowserLocalePreference();
  const router = createAppRouter({
    queryClient,
    transport,
    requestHints,
    // The page is hydrated in the language the server rendered it in, with the messages it used.
    localePreference: state ? { ...preference, chosen: state.locale } : preference,
    pageMessages: state && { locale: state.locale, messages: state.messages },
  });
  const app = (
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} transport={transport} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  await yieldToMain();
  if (!state) {
    createRoot(root).render(app);
    return;
  }
  hydrate(queryClient, state.queries);
  // As TanStack Router's own hydration marks it: the router then lays out its matches as it did
  // on the server (no Suspense boundary of its own around the root), so that the markup matches.
  router.ssr = { manifest: undefined };
  // Starting the fetch of a route's code (and of the chunks it imports) costs the main thread
  // about a millisecond a file: one route at a time, each in a task of its own.
  const routeCode: Promise<void>[] = [];
  for (const route of router.getMatchedRoutes(router.state.location.pathname)[0]) {
    routeCode.push(router.loadRouteChunk(route) ?? Promise.resolve());
    await yieldToMain();
  }
  await Promise.all(routeCode);
  // The route's data is in the cache: loading only runs the routes' checks, so that the first
  // render matches the server's markup.
  await router.load();
  await yieldToMain();
  // A transition lets React hydrate in slices, yielding to the browser between them.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('Hydration recovered', error),
    });
  });
}
