import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { WEBHOOK_ERROR_BODY, registerSignedWebhook } from '../../http/signed-webhook.js';
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

/**
 * The banking partner's webhook, and the sandbox's pages when the sandbox is
 * the partner. The webhook lives in its own scope whose JSON parser keeps the
 * raw bytes: the signature is checked on exactly what was sent. The bank
 * being unreachable while we read the case answers 503, and the bank sends
 * the event again.
 */
export async function registerBankingRoutes(server: FastifyInstance, app: AppContext) {
  await registerSignedWebhook(server, {
    path: BANK_WEBHOOK_PATH,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    summary: 'Banking partner events (Swan webhooks, or the sandbox’s)',
    description: `Swan's are checked with its ${SWAN_SECRET_HEADER} header, the sandbox's with ${SANDBOX_SIGNATURE_HEADER} (sha256=<HMAC-SHA256 of the raw body>). A duplicate event id, or a case we do not know, is acknowledged and changes nothing.`,
    tags: ['banking'],
    answers: {
      200: {
        type: 'object',
        properties: { received: { type: 'boolean' }, outcome: { type: 'string' } },
      },
      503: WEBHOOK_ERROR_BODY,
    },
    signatureHeaders: [SWAN_SECRET_HEADER, SANDBOX_SIGNATURE_HEADER],
    verify: (body, headers) => app.banking.parseWebhook(body, headers),
    isRefusal: (error) => error instanceof BankWebhookError,
    apply: async (event, request) => {
      try {
        const outcome = await applyBankEvent(app, event);
        app.worker.kick();
        return { received: true, outcome };
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
  });
  if (app.banking instanceof SandboxBankingProvider) {
    await registerSandboxBankRoutes(server, app.banking);
  }
}
