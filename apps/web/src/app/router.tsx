import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../components/error-screen.js';
import { NotFoundScreen } from '../components/not-found-screen.js';
import { PageLoader } from '../components/page-loader.js';
import { routeTree } from '../route-tree.gen.js';
import { createAppQueryClient } from './query-client.js';
import { transport } from './rpc/transport.js';

/** Builds the router with its context (query client, transport). */
export function createAppRouter() {
  const queryClient = createAppQueryClient(() => {
    if (window.location.pathname !== '/create-customer') {
      void router.navigate({ to: '/create-customer' });
    }
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, transport },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
  });
  return { router, queryClient };
}

export type AppRouter = ReturnType<typeof createAppRouter>['router'];

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
