import { createAuthClient } from 'better-auth/client';

/** The identity layer's client, same origin under /api/auth. */
export const authClient = createAuthClient({ basePath: '/api/auth' });
