import { ErrorCode } from '@foundly/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { RestError } from '../../http/rest-error.js';
import { setAccountFeatures } from '../accounts/index.js';

const bodySchema = z.object({ meBanking: z.boolean() });

/**
 * POST /api/dev/accounts/{accountId}/features: sets what an account may use
 * (`features.meBanking`, which lets a completed micro-entreprise open the
 * business account). For demos and browser tests; never registered in
 * production.
 */
export function registerDevAccountFeaturesRoute(server: FastifyInstance, app: AppContext) {
  server.post<{ Params: { accountId: string } }>(
    '/api/dev/accounts/:accountId/features',
    {
      schema: {
        summary: 'Set an account’s features (development only)',
        tags: ['development'],
        params: { type: 'object', properties: { accountId: { type: 'string', format: 'uuid' } } },
        body: {
          type: 'object',
          required: ['meBanking'],
          properties: { meBanking: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const body = bodySchema.safeParse(request.body);
      if (!body.success)
        throw new RestError(400, ErrorCode.InvalidArgument, 'meBanking must be a boolean');
      if (!(await setAccountFeatures(app.db, request.params.accountId, body.data))) {
        throw new RestError(404, ErrorCode.AccountNotFound, 'Account not found');
      }
      return reply.code(200).send(body.data);
    },
  );
}
