import { sanitizeReturnTo } from '@foundly/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { pickStrings } from '../lib/search-params.js';

/** Where an external sign-in comes back: on to the page the person was going to. */
export const Route = createFileRoute('/callback')({
  validateSearch: (search) => pickStrings(search, ['returnTo']),
  beforeLoad: ({ search, context }) => {
    context.queryClient.clear();
    throw redirect({ href: sanitizeReturnTo(search.returnTo) });
  },
});
