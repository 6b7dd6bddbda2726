import { createAuthClient } from 'better-auth/client';

/** The identity layer's client, same origin under /api/auth. */
export const authClient = createAuthClient({ basePath: '/api/auth' });

/** Starts sign-in with the configured OpenID Connect issuer (generic OAuth endpoint). */
export async function signInWithOidc(providerId: string, callbackURL: string): Promise<void> {
  const { data } = await authClient.$fetch<{ url: string }>('/sign-in/oauth2', {
    method: 'POST',
    body: { providerId, callbackURL },
  });
  if (data?.url) window.location.assign(data.url);
}
