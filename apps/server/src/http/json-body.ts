import type { FastifyInstance } from 'fastify';

/** Whether a parsed JSON value holds a NUL character in any string, key or value. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
    );
  }
  return false;
}

/**
 * JSON bodies of the REST routes (the auth routes included) as Fastify parses
 * them (prototype poisoning refused), and refused with 400 when any text holds
 * a NUL character: PostgreSQL cannot store one, so it would otherwise fail the
 * write half-way with a database error.
 */
export function registerJsonBodyParser(server: FastifyInstance) {
  const parse = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parse(request, body.toString(), (error, value) => {
      if (error) return done(error, undefined);
      if (containsNul(value)) {
        return done(
          Object.assign(new Error('Text may not contain a NUL character'), { statusCode: 400 }),
          undefined,
        );
      }
      return done(null, value);
    });
  });
}
