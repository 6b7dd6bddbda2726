import type { authClient } from '@foundly/app-kit/auth-client';

let loading: Promise<typeof authClient> | undefined;

/**
 * The identity layer's client, fetched when a person first signs in, up or
 * out: the sign-in page is interactive before it has arrived.
 */
export function loadAuthClient(): Promise<typeof authClient> {
  return (loading ??= import('@foundly/app-kit/auth-client').then((module) => module.authClient));
}
