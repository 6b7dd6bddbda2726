import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
// The search parser alone, not the feature's index: the page itself is loaded on demand.
import { parseInboxSearch, type InboxSearch } from '../features/inbox/inbox-filters.js';
import { operatorRoute } from './operator.js';

export const inboxRoute = createRoute({
  getParentRoute: () => operatorRoute,
  path: 'inbox',
  validateSearch: (search: Record<string, unknown>): InboxSearch => parseInboxSearch(search),
  component: lazyRouteComponent(() => import('./inbox-page.js'), 'InboxRoute'),
});
