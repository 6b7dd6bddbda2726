import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { toFetchHeaders } from '../../http/fetch-headers.js';
import { requireCallerOfHeaders, type Caller } from '../../rpc/caller.js';
import {
  planJsonSchema,
  questionnaireJsonSchema,
  stepJsonSchema,
  toPlanJson,
  toQuestionnaireJson,
  toStepJson,
} from './compliance-json.js';
import { generateCompliancePlan } from './use-cases/generate-compliance-plan.js';
import { generateComplianceQuestionnaire } from './use-cases/generate-compliance-questionnaire.js';
import { getComplianceCalendar } from './use-cases/get-compliance-calendar.js';
import { getCompliancePlan } from './use-cases/get-compliance-plan.js';
import { getComplianceQuestionnaire } from './use-cases/get-compliance-questionnaire.js';
import { recordComplianceAction } from './use-cases/record-compliance-action.js';
import { updateComplianceQuestionnaire } from './use-cases/update-compliance-questionnaire.js';

const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'A code of the error vocabulary, e.g. ORDER_NOT_FOUND' },
    message: { type: 'string' },
  },
} as const;

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};
const security: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { sessionCookie: [] }];
const tags = ['compliance'];
const country = { type: 'string', enum: ['fr', 'uk'] } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const locale = {
  type: 'string',
  enum: ['en-gb', 'fr-fr', 'es-es'],
  description: 'The language of the texts; the country’s own when left out',
} as const;
const localeQuery = { type: 'object', properties: { locale } } as const;
const orderParams = {
  type: 'object',
  required: ['orderId', 'country'],
  properties: { orderId: uuid, country },
} as const;
const orderBody = {
  type: 'object',
  required: ['order_id', 'country'],
  properties: { order_id: uuid, country, locale },
} as const;

type OrderParams = {
  Params: { orderId: string; country: string };
  Querystring: { locale?: string };
};
type OrderBody = { Body: { order_id: string; country: string; locale?: string } };

/**
 * The compliance REST routes of spec 01 §7, calling the use cases the
 * ComplianceService RPCs call. The caller is authenticated like an RPC's
 * (session cookie or bearer token, hint headers checked) before the request
 * is validated, so that a stranger learns nothing from a 400. Another
 * customer's order answers 404 like one that does not exist.
 */
export function registerComplianceRoutes(server: FastifyInstance, app: AppContext) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  const authenticate = async (request: FastifyRequest) => {
    callers.set(request, await requireCallerOfHeaders(app, toFetchHeaders(request)));
  };
  const callerOf = (request: FastifyRequest) => {
    const caller = callers.get(request);
    if (!caller) throw new Error('the caller is authenticated on request');
    return caller;
  };

  server.get<OrderParams>(
    '/api/compliance/compliance-questionnaire/:orderId/:country/order',
    {
      schema: {
        summary: 'The compliance questionnaire of an order',
        description:
          'The questionnaire with its questions, dependencies and the answers given; {} before it is generated.',
        tags,
        security,
        params: orderParams,
        querystring: localeQuery,
        response: {
          200: { type: 'object', properties: { questionnaire: questionnaireJsonSchema } },
          ...errors,
        },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const questionnaire = await getComplianceQuestionnaire(app, callerOf(request), {
        ...request.params,
        locale: request.query.locale,
      });
      return questionnaire ? { questionnaire: toQuestionnaireJson(questionnaire) } : {};
    },
  );

  server.get<OrderParams>(
    '/api/compliance/compliance-plan/:orderId/:country/order',
    {
      schema: {
        summary: 'The compliance plan of an order',
        description: 'The plan with its sections and steps; {} before it is generated.',
        tags,
        security,
        params: orderParams,
        querystring: localeQuery,
        response: { 200: { type: 'object', properties: { plan: planJsonSchema } }, ...errors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const plan = await getCompliancePlan(app, callerOf(request), {
        ...request.params,
        locale: request.query.locale,
      });
      return plan ? { plan: toPlanJson(plan) } : {};
    },
  );

  server.post<OrderBody>(
    '/api/compliance/compliance-questionnaire',
    {
      schema: {
        summary: 'Generate the compliance questionnaire',
        description:
          'Creates the order’s questionnaire for its legal form, or answers the existing one.',
        tags,
        security,
        body: orderBody,
        response: {
          200: { type: 'object', properties: { questionnaire: questionnaireJsonSchema } },
          ...errors,
        },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { order_id: orderId, country: prefix, locale: language } = request.body;
      const questionnaire = await generateComplianceQuestionnaire(app, callerOf(request), {
        orderId,
        country: prefix,
        locale: language,
      });
      return { questionnaire: toQuestionnaireJson(questionnaire) };
    },
  );

  server.post<OrderBody>(
    '/api/compliance/compliance-plan',
    {
      schema: {
        summary: 'Generate the compliance plan',
        description:
          'Builds the plan from the completed questionnaire (400 COMPLIANCE_QUESTIONNAIRE_INCOMPLETE otherwise), or answers the existing one.',
        tags,
        security,
        body: orderBody,
        response: { 200: { type: 'object', properties: { plan: planJsonSchema } }, ...errors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { order_id: orderId, country: prefix, locale: language } = request.body;
      const plan = await generateCompliancePlan(app, callerOf(request), {
        orderId,
        country: prefix,
        locale: language,
      });
      return { plan: toPlanJson(plan) };
    },
  );

  server.put<{
    Body: {
      order: { order_id: string; country: string; locale?: string };
      answer: { questionnaire_id: string; question_id: string; answers: string[] };
    };
  }>(
    '/api/compliance/update-compliance-questionnaire',
    {
      schema: {
        summary: 'Answer a compliance question',
        description:
          'Answers one question (choice ids); the answers that hung on a changed answer are dropped. An unknown question or choice answers 400, a question whose dependency is unmet 400 COMPLIANCE_QUESTION_NOT_ASKED; nothing is stored then.',
        tags,
        security,
        body: {
          type: 'object',
          required: ['order', 'answer'],
          properties: {
            order: orderBody,
            answer: {
              type: 'object',
              required: ['questionnaire_id', 'question_id', 'answers'],
              properties: {
                questionnaire_id: uuid,
                question_id: { type: 'string', maxLength: 100 },
                answers: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 100 } },
              },
            },
          },
        },
        response: {
          200: { type: 'object', properties: { questionnaire: questionnaireJsonSchema } },
          ...errors,
        },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { order, answer } = request.body;
      const questionnaire = await updateComplianceQuestionnaire(app, callerOf(request), {
        orderId: order.order_id,
        country: order.country,
        locale: order.locale,
        questionnaireId: answer.questionnaire_id,
        questionId: answer.question_id,
        answerIds: answer.answers,
      });
      return { questionnaire: toQuestionnaireJson(questionnaire) };
    },
  );

  server.post<{
    Body: {
      plan_id: string;
      order_id: string;
      country: string;
      step_id: string;
      type: 'STEP_MARKED_COMPLETED' | 'STEP_MARKED_SKIPPED';
      initiator?: string;
      locale?: string;
    };
  }>(
    '/api/compliance/record-compliance-action',
    {
      schema: {
        summary: 'Mark a compliance step completed or skipped',
        description:
          'Marks a NEW or IN_PROGRESS step; a COMPLETE or SKIPPED one answers 400 COMPLIANCE_STEP_CLOSED. `initiator`, when given, must be the caller’s customer id; `action_data` is accepted and not stored, and `created_at` is the server’s time whatever the body says.',
        tags,
        security,
        body: {
          type: 'object',
          required: ['plan_id', 'order_id', 'country', 'step_id', 'type'],
          properties: {
            plan_id: uuid,
            order_id: uuid,
            country,
            step_id: uuid,
            type: { type: 'string', enum: ['STEP_MARKED_COMPLETED', 'STEP_MARKED_SKIPPED'] },
            initiator: { type: 'string', maxLength: 100 },
            action_data: { type: 'object' },
            created_at: { type: 'string', maxLength: 40 },
            locale,
          },
        },
        response: { 200: { type: 'object', properties: { data: stepJsonSchema } }, ...errors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const body = request.body;
      const step = await recordComplianceAction(app, callerOf(request), {
        planId: body.plan_id,
        orderId: body.order_id,
        country: body.country,
        stepId: body.step_id,
        action: body.type,
        customerId: body.initiator ?? '',
        locale: body.locale,
      });
      return { data: toStepJson(step) };
    },
  );

  server.get<{ Params: { orderId: string }; Querystring: { token: string } }>(
    '/api/compliance/:orderId/calendar.ics',
    {
      schema: {
        summary: 'The compliance plan as a calendar feed',
        description:
          'The open dated steps of an approved plan as iCalendar events, for calendar apps to subscribe to. The plan’s secret token is the credential; a wrong one answers 404.',
        tags,
        params: { type: 'object', required: ['orderId'], properties: { orderId: uuid } },
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 100 } },
        },
        response: { 200: { type: 'string' }, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const calendar = await getComplianceCalendar(
        app,
        request.params.orderId,
        request.query.token,
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendar);
    },
  );
}
