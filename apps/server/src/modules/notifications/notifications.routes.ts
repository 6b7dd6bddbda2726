import { ErrorCode } from '@foundly/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { RestError } from '../../http/rest-error.js';
import { listOutboxEmails } from './notifications.repository.js';

const querySchema = z.object({ to: z.email().optional() });

/** The development outbox: every e-mail the product wrote, as JSON. Never registered in production. */
export function registerDevOutboxRoute(app: FastifyInstance, db: Database) {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        summary: 'E-mails written to the outbox (development only)',
        tags: ['development'],
        querystring: {
          type: 'object',
          properties: { to: { type: 'string', format: 'email' } },
        },
      },
    },
    async (request) => {
      const query = querySchema.safeParse(request.query);
      if (!query.success) {
        throw new RestError(400, ErrorCode.InvalidArgument, 'The query parameter to is an e-mail');
      }
      const emails = await listOutboxEmails(db, { to: query.data.to });
      return {
        emails: emails.map((email) => ({
          id: email.id,
          to: email.to,
          template: email.template,
          locale: email.locale,
          subject: email.subject,
          text: email.text,
          link: email.link,
          orderId: email.orderId,
          status: email.status,
          attempts: email.attempts,
          lastError: email.lastError,
          createdAt: email.createdAt.toISOString(),
          sentAt: email.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
}
