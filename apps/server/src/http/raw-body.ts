import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes a route scope receive bodies of `contentType` ('*' for any) as the bytes sent, up to
 * `bodyLimit`, and no other body: file transfer, and webhooks whose signature is checked on exactly
 * what was sent. Call it inside `server.register` so that the other routes keep their parsers.
 */
export function acceptRawBody(scope: FastifyInstance, contentType: string, bodyLimit: number) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    contentType,
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}

/** The raw body of a route set up with `acceptRawBody`; empty when the request had none. */
export function readRawBody(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}
