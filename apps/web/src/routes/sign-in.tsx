import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/index.js';
import { pickStrings } from '../lib/search-params.js';

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search) => pickStrings(search, ['returnTo', 'lang']),
  component: function SignInRoute() {
    const { returnTo } = Route.useSearch();
    return <SignInPage returnTo={returnTo} />;
  },
});
