import { isPermissionDenied, isUnauthenticated } from '@foundly/app-kit';
import { createRoute, isRedirect, Outlet, redirect } from '@tanstack/react-router';
import { operatorQuery, signOut } from '../app/session.js';
import { OpsLayout } from '../layouts/ops-layout.js';
import { rootRoute } from './root.js';

/**
 * Every page but sign-in: only for operators. A stranger goes to sign-in and
 * comes back; a customer's session is ended, with the reason shown.
 */
export const operatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'operator',
  beforeLoad: async ({ context, location }) => {
    try {
      const { operator } = await context.queryClient.ensureQueryData(
        operatorQuery(context.transport),
      );
      if (!operator) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      return { operator };
    } catch (error) {
      if (isRedirect(error)) throw error;
      if (isUnauthenticated(error)) {
        throw redirect({ to: '/sign-in', search: { redirect: location.href } });
      }
      if (isPermissionDenied(error)) {
        await signOut(context.queryClient);
        throw redirect({ to: '/sign-in', search: { reason: 'not-operator' } });
      }
      throw error;
    }
  },
  component: OperatorFrame,
});

function OperatorFrame() {
  const { operator } = operatorRoute.useRouteContext();
  return (
    <OpsLayout operator={operator}>
      <Outlet />
    </OpsLayout>
  );
}
