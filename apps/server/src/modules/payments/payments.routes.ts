import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { acceptRawBody, readRawBody } from '../../http/raw-body.js';
import { RestError } from '../../http/rest-error.js';
import { PAYMENT_WEBHOOK_PATH } from './adapters/create-payment-provider.js';
import { WebhookSignatureError } from './adapters/payment-provider.js';
import { registerSandboxBillingRoutes } from './adapters/sandbox/sandbox-billing.routes.js';
import { registerSandboxRoutes } from './adapters/sandbox/sandbox.routes.js';
import { SandboxPaymentProvider } from './adapters/sandbox/sandbox-provider.js';
import { applyPaymentEvent } from './use-cases/apply-payment-event.js';

/** Stripe's events are a few kilobytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The payment provider's webhook, and the sandbox's checkout pages when the
 * sandbox is the provider. The webhook lives in its own scope whose JSON
 * parser keeps the raw bytes: the signature is checked on exactly what was sent.
 */
export async function registerPaymentRoutes(server: FastifyInstance, app: AppContext) {
  await server.register(async (scope) => {
    acceptRawBody(scope, 'application/json', WEBHOOK_BODY_LIMIT);
    scope.post<{ Body: Buffer; Headers: { 'stripe-signature'?: string } }>(
      PAYMENT_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          summary: 'Card payment provider events (Stripe webhooks, or the sandbox’s)',
          description:
            'Verified with the Stripe-Signature header on the raw body (HMAC-SHA256, 300 s tolerance). A duplicate event id is acknowledged and changes nothing.',
          tags: ['payments'],
          headers: {
            type: 'object',
            required: ['stripe-signature'],
            properties: { 'stripe-signature': { type: 'string', maxLength: 2048 } },
          },
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
        const signature = request.headers['stripe-signature'] ?? '';
        const body = readRawBody(request);
        let event;
        try {
          event = app.payments.parseWebhook(body, signature, app.clock.now());
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ reason: error.message }, 'Payment webhook refused');
          throw new RestError(400, 'INVALID_SIGNATURE', 'The signature does not verify');
        }
        const result = await applyPaymentEvent(app, event);
        return reply.code(200).send({ received: true, duplicate: result.kind === 'duplicate' });
      },
    );
  });
  if (app.payments instanceof SandboxPaymentProvider) {
    await registerSandboxRoutes(server, app.payments);
    await registerSandboxBillingRoutes(server, app.payments.billing);
  }
}
