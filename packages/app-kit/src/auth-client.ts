import { createAuthClient } from 'better-auth/client';

/**
 * The identity layer's client, same origin under /api/auth. An entry of its
 * own: the apps import it only when a person signs in, up or out.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });
