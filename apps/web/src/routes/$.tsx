import { resolveUnknownPath } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadArea } from '../app/area/load-area.js';
import { NotFoundScreen } from '../components/not-found-screen.js';

/** Any other path is moved under the caller's area (spec 02 §2 catch-all). */
export const Route = createFileRoute('/$')({
  beforeLoad: async ({ context, location }) => {
    const area = await loadArea(context);
    if (area.kind === 'signed-out') throw redirect({ to: '/create-customer' });
    const country = area.kind === 'ready' ? area.account.countryCode : CountryCode.UNSPECIFIED;
    const resolved = resolveUnknownPath(location.pathname, country);
    if (resolved.kind === 'redirect')
      throw redirect({ href: `${resolved.to}${location.searchStr}` });
  },
  component: NotFoundScreen,
});
