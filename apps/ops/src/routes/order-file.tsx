import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { operatorRoute } from './operator.js';

/** The file page is the heaviest screen: loaded only when a file is opened. */
export const orderFileRoute = createRoute({
  getParentRoute: () => operatorRoute,
  path: 'orders/$orderId',
  component: lazyRouteComponent(() => import('./order-file-page.js'), 'OrderFileRoute'),
});
