import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { acceptRawBody, readRawBody } from '../../http/raw-body.js';
import { RestError } from '../../http/rest-error.js';
import { SIGNATURE_WEBHOOK_PATH } from './adapters/create-signature-provider.js';
import { registerSandboxSignatureRoutes } from './adapters/sandbox/sandbox.routes.js';
import { SandboxSignatureProvider } from './adapters/sandbox/sandbox-provider.js';
import { SignatureWebhookError } from './adapters/signature-provider.js';
import { YOUSIGN_SIGNATURE_HEADER } from './adapters/yousign-webhook.js';
import { applySignatureEvent } from './use-cases/apply-signature-event.js';

/** Yousign's events are a few hundred bytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The signing partner's webhook, and the sandbox's signing pages when the
 * sandbox is the partner. The webhook lives in its own scope whose JSON parser
 * keeps the raw bytes: the signature is checked on exactly what was sent.
 */
export async function registerSignatureRoutes(server: FastifyInstance, app: AppContext) {
  await server.register(async (scope) => {
    acceptRawBody(scope, 'application/json', WEBHOOK_BODY_LIMIT);
    scope.post<{ Body: Buffer }>(
      SIGNATURE_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          summary: 'E-signature partner events (Yousign webhooks, or the sandbox’s)',
          description: `Verified with the ${YOUSIGN_SIGNATURE_HEADER} header (sha256=<HMAC-SHA256 of the raw body>). A duplicate event id is acknowledged and changes nothing.`,
          tags: ['esignature'],
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
        const body = readRawBody(request);
        const headers = new Headers();
        const signature = request.headers[YOUSIGN_SIGNATURE_HEADER];
        if (typeof signature === 'string') headers.set(YOUSIGN_SIGNATURE_HEADER, signature);
        let event;
        try {
          event = app.signatures.parseWebhook(body, headers);
        } catch (error) {
          if (!(error instanceof SignatureWebhookError)) throw error;
          request.log.warn({ reason: error.message }, 'Signature webhook refused');
          throw new RestError(400, 'INVALID_SIGNATURE', 'The signature does not verify');
        }
        const result = await applySignatureEvent(app, event);
        return reply.code(200).send({ received: true, duplicate: result === 'duplicate' });
      },
    );
  });
  if (app.signatures instanceof SandboxSignatureProvider) {
    await registerSandboxSignatureRoutes(server, app.signatures);
  }
}
