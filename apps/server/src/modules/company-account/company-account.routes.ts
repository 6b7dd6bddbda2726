import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { acceptRawBody, readRawBody } from '../../http/raw-body.js';
import { RestError } from '../../http/rest-error.js';
import { SandboxBankingProvider } from '../banking/index.js';
import { BankWebhookRefusedError } from './adapters/company-account-onboarding-provider.js';
import { COMPANY_ACCOUNT_WEBHOOK_PATH } from './adapters/create-onboarding-provider.js';
import { registerSandboxBankRoutes } from './adapters/sandbox/sandbox.routes.js';
import { SandboxOnboardingProvider } from './adapters/sandbox/sandbox-provider.js';
import { applyBankEvent } from './use-cases/apply-bank-event.js';

/** Swan's envelope is a few hundred bytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * The bank's webhook, and the sandbox bank's pages when the sandbox is the
 * bank. The webhook's scope keeps the raw bytes: the sandbox's signature is
 * checked on exactly what was sent.
 */
export async function registerCompanyAccountRoutes(server: FastifyInstance, app: AppContext) {
  await server.register(async (scope) => {
    acceptRawBody(scope, 'application/json', WEBHOOK_BODY_LIMIT);
    scope.post<{ Body: Buffer }>(
      COMPANY_ACCOUNT_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          summary: 'Business bank account events (Swan webhooks, or the bank sandbox’s)',
          description:
            'Swan’s envelope ({ eventType, eventId, eventDate, projectId, resourceId }), authenticated by the x-swan-secret header (Swan) or an HMAC-SHA256 signature of the raw body with a 300 s tolerance (sandbox). The onboarding is read again from the bank; a duplicate event id is acknowledged and changes nothing.',
          tags: ['company-account'],
          response: {
            200: {
              type: 'object',
              properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' } },
            },
            400: {
              type: 'object',
              properties: { error: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
      async (request, reply) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        let event;
        try {
          event = app.companyAccountOnboarding.parseWebhook(
            readRawBody(request),
            headers,
            app.clock.now(),
          );
        } catch (error) {
          if (!(error instanceof BankWebhookRefusedError)) throw error;
          request.log.warn({ reason: error.message }, 'Bank webhook refused');
          throw new RestError(400, 'INVALID_SIGNATURE', 'The webhook is not authentic');
        }
        const result = await applyBankEvent(app, event);
        return reply.code(200).send({ received: true, duplicate: result.kind === 'duplicate' });
      },
    );
  });
  if (app.companyAccountOnboarding instanceof SandboxOnboardingProvider) {
    // One fictional bank: its web banking also shows the account a sandbox capital deposit opens.
    await registerSandboxBankRoutes(server, app.companyAccountOnboarding, app.db, {
      findCompanyAccount: (membershipId) =>
        app.banking instanceof SandboxBankingProvider
          ? app.banking.findCompanyAccount(membershipId)
          : Promise.resolve(undefined),
    });
  }
}
