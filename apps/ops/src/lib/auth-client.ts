import { createAuthClient } from 'better-auth/client';

/** The identity layer's client, same origin under /api/auth (as in apps/web). */
export const authClient = createAuthClient({ basePath: '/api/auth' });
