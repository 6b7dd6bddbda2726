import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptRawBody, readRawBody } from './raw-body.js';
import { RestError } from './rest-error.js';

const ERROR_BODY = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

export interface SignedWebhook<Event> {
  path: string;
  /** The partner's events are small; anything much larger is not one. */
  bodyLimit: number;
  /** The OpenAPI summary, description and tags of the route. */
  summary: string;
  description: string;
  tags: string[];
  /** The JSON schema of the request headers, when the partner's signature header is required. */
  headers?: object;
  /** The JSON schema of the 200 answer, and of the other answers beside 400. */
  answers: { 200: object } & Record<number, object>;
  /** The request headers the verification reads, copied into a Headers. */
  signatureHeaders?: readonly string[];
  /** Verifies the raw body and reads the event; throws a refusal when it is not authentic. */
  verify: (body: Buffer, headers: Headers) => Event;
  /** Whether an error thrown by `verify` is the partner's refusal rather than a fault. */
  isRefusal: (error: unknown) => boolean;
  /** Applies the event once (a duplicate changes nothing) and gives the 200 answer. */
  apply: (event: Event, request: FastifyRequest) => Promise<object>;
}

/**
 * A partner's signed webhook in a scope of its own, whose JSON parser keeps
 * the raw bytes: the signature is checked on exactly what was sent. An event
 * that does not verify is answered 400 `INVALID_SIGNATURE` and logged.
 */
export async function registerSignedWebhook<Event>(
  server: FastifyInstance,
  webhook: SignedWebhook<Event>,
) {
  await server.register(async (scope) => {
    acceptRawBody(scope, 'application/json', webhook.bodyLimit);
    scope.post(
      webhook.path,
      {
        bodyLimit: webhook.bodyLimit,
        schema: {
          summary: webhook.summary,
          description: webhook.description,
          tags: webhook.tags,
          ...(webhook.headers ? { headers: webhook.headers } : {}),
          response: { 400: ERROR_BODY, ...webhook.answers },
        },
      },
      async (request, reply) => {
        const headers = new Headers();
        for (const name of webhook.signatureHeaders ?? []) {
          const value = request.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        let event: Event;
        try {
          event = webhook.verify(readRawBody(request), headers);
        } catch (error) {
          if (!webhook.isRefusal(error)) throw error;
          request.log.warn(
            { reason: (error as Error).message, path: webhook.path },
            'Webhook refused',
          );
          throw new RestError(400, 'INVALID_SIGNATURE', 'The signature does not verify');
        }
        return reply.code(200).send(await webhook.apply(event, request));
      },
    );
  });
}

/** The error body's schema, for the answers a webhook adds beside 400. */
export const WEBHOOK_ERROR_BODY = ERROR_BODY;

/** The 200 answer of a webhook that says whether the event was a duplicate. */
export const RECEIVED_ANSWER = {
  type: 'object',
  properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' } },
} as const;
