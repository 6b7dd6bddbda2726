import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { acceptRawBody, readRawBody } from '../../http/raw-body.js';
import { RestError } from '../../http/rest-error.js';
import { BankingProviderError, BankWebhookError } from './adapters/banking-provider.js';
import { BANK_WEBHOOK_PATH } from './adapters/create-banking-provider.js';
import { SandboxBankingProvider } from './adapters/sandbox/sandbox-provider.js';
import { SANDBOX_SIGNATURE_HEADER } from './adapters/sandbox/sandbox-signature.js';
import { registerSandboxBankRoutes } from './adapters/sandbox/sandbox.routes.js';
import { SWAN_SECRET_HEADER } from './adapters/swan-client.js';
import { applyBankEvent } from './use-cases/apply-bank-event.js';

/** A bank's events are a few hundred bytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
const ERROR_BODY = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
};

/**
 * The banking partner's webhook, and the sandbox's pages when the sandbox is
 * the partner. The webhook lives in its own scope whose JSON parser keeps the
 * raw bytes: the signature is checked on exactly what was sent. The bank
 * being unreachable while we read the case answers 503, and the bank sends
 * the event again.
 */
export async function registerBankingRoutes(server: FastifyInstance, app: AppContext) {
  await server.register(async (scope) => {
    acceptRawBody(scope, 'application/json', WEBHOOK_BODY_LIMIT);
    scope.post<{ Body: Buffer }>(
      BANK_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          summary: 'Banking partner events (Swan webhooks, or the sandbox’s)',
          description: `Swan's are checked with its ${SWAN_SECRET_HEADER} header, the sandbox's with ${SANDBOX_SIGNATURE_HEADER} (sha256=<HMAC-SHA256 of the raw body>). A duplicate event id, or a case we do not know, is acknowledged and changes nothing.`,
          tags: ['banking'],
          response: {
            200: {
              type: 'object',
              properties: { received: { type: 'boolean' }, outcome: { type: 'string' } },
            },
            400: ERROR_BODY,
            503: ERROR_BODY,
          },
        },
      },
      async (request, reply) => {
        const headers = new Headers();
        for (const name of [SWAN_SECRET_HEADER, SANDBOX_SIGNATURE_HEADER]) {
          const value = request.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        let event;
        try {
          event = app.banking.parseWebhook(readRawBody(request), headers);
        } catch (error) {
          if (!(error instanceof BankWebhookError)) throw error;
          request.log.warn({ reason: error.message }, 'Bank webhook refused');
          throw new RestError(400, 'INVALID_SIGNATURE', 'The signature does not verify');
        }
        try {
          const outcome = await applyBankEvent(app, event);
          app.worker.kick();
          return reply.code(200).send({ received: true, outcome });
        } catch (error) {
          if (!(error instanceof BankingProviderError)) throw error;
          request.log.warn(
            { err: error, eventId: event.eventId },
            'Bank unreachable; event refused for redelivery',
          );
          throw new RestError(
            503,
            'BANK_UNAVAILABLE',
            'The bank could not be reached; send the event again',
          );
        }
      },
    );
  });
  if (app.banking instanceof SandboxBankingProvider) {
    await registerSandboxBankRoutes(server, app.banking);
  }
}
