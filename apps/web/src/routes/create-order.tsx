import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/index.js';
import { pickStrings } from '../lib/search-params.js';

/** /create-order: the sign-up page (the signup hint of spec 01 §2), keeping returnTo. */
export const Route = createFileRoute('/create-order')({
  validateSearch: (search) => pickStrings(search, ['returnTo', 'lang']),
  component: function CreateOrderRoute() {
    const { returnTo } = Route.useSearch();
    return <SignUpPage returnTo={returnTo} />;
  },
});
