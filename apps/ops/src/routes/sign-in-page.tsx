import { getRouteApi } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/index.js';

const route = getRouteApi('/sign-in');

export function SignInRoute() {
  const { redirect, reason } = route.useSearch();
  return <SignInPage redirect={redirect} reason={reason} />;
}
