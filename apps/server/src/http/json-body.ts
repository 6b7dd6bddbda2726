import type { FastifyInstance } from 'fastify';

/** Deeper than any of our bodies; a hostile one nested further is refused unread. */
const MAX_DEPTH = 64;

/** Why a parsed JSON body is refused: a NUL character in a string or key, or nesting too deep. */
export function findJsonProblem(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return 'The body is nested too deeply';
  if (typeof value === 'string') {
    return value.includes('\u0000') ? 'Text may not contain a NUL character' : undefined;
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item) => ['', item])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return 'Text may not contain a NUL character';
    const problem = findJsonProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
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
      const problem = findJsonProblem(value);
      if (problem) return done(Object.assign(new Error(problem), { statusCode: 400 }), undefined);
      return done(null, value);
    });
  });
}
