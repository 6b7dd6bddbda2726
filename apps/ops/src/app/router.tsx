import type { Transport } from '@connectrpc/connect';
import { Code, createAppQueryClient } from '@foundly/app-kit';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorScreen } from '../components/error-screen.js';
import { NotFoundScreen } from '../components/not-found-screen.js';
import { PageLoader } from '../components/page-loader.js';
import { compliancePlanRoute, compliancePlansRoute } from '../routes/compliance-plans.js';
import { emailsRoute } from '../routes/emails.js';
import { featureFlagsRoute } from '../routes/feature-flags.js';
import { inboxRoute } from '../routes/inbox.js';
import { operatorRoute } from '../routes/operator.js';
import { orderFileRoute } from '../routes/order-file.js';
import { ordersRoute } from '../routes/orders.js';
import { rootRoute } from '../routes/root.js';
import { signInRoute } from '../routes/sign-in.js';

/** Code-based routes: nothing is generated, so nothing can drift from a committed tree. */
const routeTree = rootRoute.addChildren([
  signInRoute,
  operatorRoute.addChildren([
    ordersRoute,
    orderFileRoute,
    inboxRoute,
    featureFlagsRoute,
    emailsRoute,
    compliancePlansRoute,
    compliancePlanRoute,
  ]),
]);

/** The back-office's router, mounted under /ops, with its query client. */
export function createOpsRouter({
  transport,
  history,
}: {
  transport: Transport;
  history?: RouterHistory;
}) {
  const queryClient = createAppQueryClient({
    // A session that ended sends the operator to sign in, and back here after.
    onUnauthenticated: () => {
      const { pathname, href } = router.state.location;
      if (pathname !== '/sign-in') {
        void router.navigate({ to: '/sign-in', search: { redirect: href, reason: 'session' } });
      }
    },
    // Operators work on the same files at once: an answer is fresh for less long.
    staleTime: 15_000,
    // A customer's session calling the back-office is refused however often it asks.
    finalCodes: [Code.PermissionDenied],
  });
  const router = createRouter({
    routeTree,
    basepath: '/ops',
    ...(history ? { history } : {}),
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

export type OpsRouter = ReturnType<typeof createOpsRouter>['router'];

declare module '@tanstack/react-router' {
  interface Register {
    router: OpsRouter;
  }
}
