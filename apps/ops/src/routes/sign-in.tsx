import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { sanitizeRedirect } from '../app/session.js';
import type { SignInReason } from '../features/auth/index.js';
import { rootRoute } from './root.js';

interface SignInSearch {
  redirect?: string | undefined;
  reason?: SignInReason | undefined;
}

/** Loaded on demand with the identity client: a signed-in operator never needs either. */
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    redirect: sanitizeRedirect(search.redirect),
    reason:
      search.reason === 'not-operator' || search.reason === 'session' ? search.reason : undefined,
  }),
  component: lazyRouteComponent(() => import('./sign-in-page.js'), 'SignInRoute'),
});
