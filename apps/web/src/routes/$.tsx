import { resolveUnknownPath } from '@foundly/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadArea } from '../app/area/load-area.js';
import { NotFoundScreen } from '../components/not-found-screen.js';

/** Any other path is moved under the caller's area (spec 02 §2 catch-all). */
export const Route = createFileRoute('/$')({
  beforeLoad: async ({ context, location }) => {
    const area = await loadArea(context);
    if (area.kind === 'signed-out') throw redirect({ to: '/create-customer' });
    const resolved = resolveUnknownPath(location.pathname, area.home);
    if (resolved.kind === 'redirect')
      throw redirect({ href: `${resolved.to}${location.searchStr}` });
  },
  component: NotFoundScreen,
});
