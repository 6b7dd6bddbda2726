import type { FastifyInstance } from 'fastify';

/** Makes a route scope read HTML form posts (url-encoded, up to `bodyLimit`) as a record of fields. */
export function acceptFormBody(scope: FastifyInstance, bodyLimit: number) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
