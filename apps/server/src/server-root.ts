import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this module's place: it sits one level
 * below it both as source (src/) and compiled (dist/, where build.mjs writes every file at that
 * depth), so files shipped beside the code (the migrations) are found from either.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
