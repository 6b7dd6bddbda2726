import { ErrorCode, getDocumentTypeRule } from '@foundly/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { RestError } from '../../http/rest-error.js';
import { attachDocument } from '../documents/index.js';
import { createSamplePdf } from './sample-pdf.js';

const bodySchema = z.object({
  type: z.string().refine((type) => getDocumentTypeRule(type)?.uploadedBy === 'operator'),
  fileName: z.string().min(1).max(120),
  count: z.number().int().min(1).max(100).default(1),
});

/**
 * POST /api/dev/orders/{orderId}/official-documents: attaches sample official
 * documents to an order, as the formation team will from the back-office.
 * For demos and browser tests; never registered in production.
 */
export function registerDevSeedRoutes(server: FastifyInstance, app: AppContext) {
  server.post<{ Params: { orderId: string } }>(
    '/api/dev/orders/:orderId/official-documents',
    {
      schema: {
        summary: 'Attach sample official documents to an order (development only)',
        tags: ['development'],
        params: { type: 'object', properties: { orderId: { type: 'string', format: 'uuid' } } },
        body: {
          type: 'object',
          required: ['type', 'fileName'],
          properties: {
            type: { type: 'string' },
            fileName: { type: 'string' },
            count: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = bodySchema.safeParse(request.body);
      if (!body.success) {
        throw new RestError(
          400,
          ErrorCode.InvalidArgument,
          'The type is a document the formation team uploads; the file name has 1 to 120 characters',
        );
      }
      const ids: string[] = [];
      const now = app.clock.now().getTime();
      for (let index = 0; index < body.data.count; index += 1) {
        const suffix = body.data.count > 1 ? ` ${index + 1}` : '';
        const fileName = body.data.fileName.replace(/(\.pdf)?$/i, `${suffix}.pdf`);
        const document = await attachDocument(app, {
          orderId: request.params.orderId,
          type: body.data.type,
          fileName,
          bytes: await createSamplePdf(fileName),
          actorUserId: null,
          createdAt: new Date(now - index * 86_400_000),
        });
        ids.push(document.id);
      }
      return reply.code(201).send({ documentIds: ids });
    },
  );
}
