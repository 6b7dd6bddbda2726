import { create, toJson } from '@bufbuild/protobuf';
import { QuestionnaireProgressSchema } from '@foundly/proto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requireCallerOfHeaders, type Caller } from '../../rpc/caller.js';
import { toFetchHeaders } from '../../http/fetch-headers.js';
import { toProgressMessage } from '../questionnaire/index.js';
import { getOrderProgress } from './use-cases/get-order-progress.js';

const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'A code of the error vocabulary, e.g. ORDER_NOT_FOUND' },
    message: { type: 'string' },
  },
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;

/** The JSON of formation.v1.QuestionnaireProgress: fields at their default value are left out. */
const progressSchema = {
  type: 'object',
  properties: {
    funnels: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          steps: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                skipped: { type: 'boolean' },
                completed: { type: 'boolean' },
              },
            },
          },
          completedSteps: { type: 'integer' },
          totalSteps: { type: 'integer' },
          percentage: { type: 'integer' },
          locked: { type: 'boolean' },
        },
      },
    },
    funnelOrder: stringList,
    completedFunnels: stringList,
    skipSteps: {
      type: 'array',
      items: {
        type: 'object',
        properties: { funnelName: { type: 'string' }, stepName: { type: 'string' } },
      },
    },
    completed: { type: 'boolean' },
    currentFunnel: { type: 'string' },
    currentStep: { type: 'string' },
    percentage: { type: 'integer' },
  },
} as const;

/**
 * POST /api/orders/{countryPrefix}/progress (spec 01 §7): the questionnaire
 * progress of one of the caller's orders. The caller is authenticated like an
 * RPC's (session cookie or bearer token, hint headers checked), before the
 * request is validated, so that a stranger learns nothing from a 400.
 */
export function registerOrderRoutes(server: FastifyInstance, app: AppContext) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  server.post<{ Params: { countryPrefix: string }; Body: { orderId: string } }>(
    '/api/orders/:countryPrefix/progress',
    {
      schema: {
        summary: 'Questionnaire progress of an order',
        description:
          'The progress computed from the answers, as the JSON of formation.v1.QuestionnaireProgress (what GetMyOrder returns): fields at their default value are left out, and every order has the questionnaire of its country (France, Spain, the UK). Another customer’s order answers 404, like one that does not exist; an area other than the order’s country answers 400.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }, { sessionCookie: [] }],
        params: {
          type: 'object',
          required: ['countryPrefix'],
          properties: { countryPrefix: { type: 'string', enum: ['fr', 'es', 'uk'] } },
        },
        body: {
          type: 'object',
          required: ['orderId'],
          properties: { orderId: { type: 'string', format: 'uuid' } },
        },
        response: {
          200: progressSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
      onRequest: async (request) => {
        callers.set(request, await requireCallerOfHeaders(app, toFetchHeaders(request)));
      },
    },
    async (request, reply) => {
      const caller = callers.get(request);
      if (!caller) throw new Error('the caller is authenticated on request');
      const progress = await getOrderProgress(
        app,
        caller,
        request.params.countryPrefix,
        request.body.orderId,
      );
      const message = progress ? toProgressMessage(progress) : create(QuestionnaireProgressSchema);
      return reply.code(200).send(toJson(QuestionnaireProgressSchema, message));
    },
  );
}
