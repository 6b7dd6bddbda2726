import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { operatorRoute } from './operator.js';

export const featureFlagsRoute = createRoute({
  getParentRoute: () => operatorRoute,
  path: 'feature-flags',
  component: lazyRouteComponent(
    () => import('../features/feature-flags/index.js'),
    'FeatureFlagsPage',
  ),
});
