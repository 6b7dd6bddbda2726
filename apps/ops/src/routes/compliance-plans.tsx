import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { operatorRoute } from './operator.js';

export const compliancePlansRoute = createRoute({
  getParentRoute: () => operatorRoute,
  path: 'compliance',
  component: lazyRouteComponent(
    () => import('../features/compliance-plans/index.js'),
    'CompliancePlansPage',
  ),
});

/** One plan under review; loaded only when it is opened. */
export const compliancePlanRoute = createRoute({
  getParentRoute: () => operatorRoute,
  path: 'compliance/$planId',
  component: lazyRouteComponent(() => import('./compliance-plan-page.js'), 'CompliancePlanRoute'),
});
