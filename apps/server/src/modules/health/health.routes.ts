import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export function registerHealthRoute(app: FastifyInstance, db: Database) {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['operations'],
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
          503: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
}
