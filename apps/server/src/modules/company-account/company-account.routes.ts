import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { RECEIVED_ANSWER, registerSignedWebhook } from '../../http/signed-webhook.js';
import { SandboxBankingProvider, SWAN_SECRET_HEADER } from '../banking/index.js';
import { BankWebhookRefusedError } from './adapters/company-account-onboarding-provider.js';
import { COMPANY_ACCOUNT_WEBHOOK_PATH } from './adapters/create-onboarding-provider.js';
import { registerSandboxBankRoutes } from './adapters/sandbox/sandbox.routes.js';
import { SandboxOnboardingProvider } from './adapters/sandbox/sandbox-provider.js';
import { SANDBOX_SIGNATURE_HEADER } from './adapters/sandbox/sandbox-signature.js';
import { applyBankEvent } from './use-cases/apply-bank-event.js';

/** Swan's envelope is a few hundred bytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * The bank's webhook, and the sandbox bank's pages when the sandbox is the
 * bank. The webhook's scope keeps the raw bytes: the sandbox's signature is
 * checked on exactly what was sent.
 */
export async function registerCompanyAccountRoutes(server: FastifyInstance, app: AppContext) {
  await registerSignedWebhook(server, {
    path: COMPANY_ACCOUNT_WEBHOOK_PATH,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    summary: 'Business bank account events (Swan webhooks, or the bank sandbox’s)',
    description:
      'Swan’s envelope ({ eventType, eventId, eventDate, projectId, resourceId }), authenticated by the x-swan-secret header (Swan) or an HMAC-SHA256 signature of the raw body with a 300 s tolerance (sandbox). The onboarding is read again from the bank; a duplicate event id is acknowledged and changes nothing.',
    tags: ['company-account'],
    answers: { 200: RECEIVED_ANSWER },
    signatureHeaders: [SWAN_SECRET_HEADER, SANDBOX_SIGNATURE_HEADER],
    verify: (body, headers) =>
      app.companyAccountOnboarding.parseWebhook(body, headers, app.clock.now()),
    isRefusal: (error) => error instanceof BankWebhookRefusedError,
    apply: async (event) => {
      const result = await applyBankEvent(app, event);
      return { received: true, duplicate: result.kind === 'duplicate' };
    },
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
