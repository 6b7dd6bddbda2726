import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
// The filters alone, not the feature's index: the page itself is loaded on demand.
import { parseEmailFilters, type EmailFilters } from '../features/emails/email-filters.js';
import { operatorRoute } from './operator.js';

export const emailsRoute = createRoute({
  getParentRoute: () => operatorRoute,
  path: 'emails',
  validateSearch: (search: Record<string, unknown>): EmailFilters => parseEmailFilters(search),
  component: lazyRouteComponent(() => import('./emails-page.js'), 'EmailsRoute'),
});
