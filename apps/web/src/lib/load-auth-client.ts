import type { authClient } from './auth-client.js';

let loading: Promise<typeof authClient> | undefined;

/**
 * The identity layer's client, fetched when a person first signs in, up or
 * out: the sign-in page is interactive before it has arrived.
 */
export function loadAuthClient(): Promise<typeof authClient> {
  return (loading ??= import('./auth-client.js').then((module) => module.authClient));
}
