import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { RECEIVED_ANSWER, registerSignedWebhook } from '../../http/signed-webhook.js';
import { PAYMENT_WEBHOOK_PATH } from './adapters/create-payment-provider.js';
import { WebhookSignatureError } from './adapters/payment-provider.js';
import { registerSandboxBillingRoutes } from './adapters/sandbox/sandbox-billing.routes.js';
import { registerSandboxRoutes } from './adapters/sandbox/sandbox.routes.js';
import { SandboxPaymentProvider } from './adapters/sandbox/sandbox-provider.js';
import { applyPaymentEvent } from './use-cases/apply-payment-event.js';

/** Stripe's events are a few kilobytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * The payment provider's webhook, and the sandbox's checkout pages when the
 * sandbox is the provider. The webhook lives in its own scope whose JSON
 * parser keeps the raw bytes: the signature is checked on exactly what was sent.
 */
export async function registerPaymentRoutes(server: FastifyInstance, app: AppContext) {
  await registerSignedWebhook(server, {
    path: PAYMENT_WEBHOOK_PATH,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    summary: 'Card payment provider events (Stripe webhooks, or the sandbox’s)',
    description:
      'Verified with the Stripe-Signature header on the raw body (HMAC-SHA256, 300 s tolerance). A duplicate event id is acknowledged and changes nothing.',
    tags: ['payments'],
    headers: {
      type: 'object',
      required: [STRIPE_SIGNATURE_HEADER],
      properties: { [STRIPE_SIGNATURE_HEADER]: { type: 'string', maxLength: 2048 } },
    },
    answers: { 200: RECEIVED_ANSWER },
    signatureHeaders: [STRIPE_SIGNATURE_HEADER],
    verify: (body, headers) =>
      app.payments.parseWebhook(body, headers.get(STRIPE_SIGNATURE_HEADER) ?? '', app.clock.now()),
    isRefusal: (error) => error instanceof WebhookSignatureError,
    apply: async (event) => {
      const result = await applyPaymentEvent(app, event);
      return { received: true, duplicate: result.kind === 'duplicate' };
    },
  });
  if (app.payments instanceof SandboxPaymentProvider) {
    await registerSandboxRoutes(server, app.payments);
    await registerSandboxBillingRoutes(server, app.payments.billing);
  }
}
