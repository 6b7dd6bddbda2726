import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { RECEIVED_ANSWER, registerSignedWebhook } from '../../http/signed-webhook.js';
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
  await registerSignedWebhook(server, {
    path: SIGNATURE_WEBHOOK_PATH,
    bodyLimit: WEBHOOK_BODY_LIMIT,
    summary: 'E-signature partner events (Yousign webhooks, or the sandbox’s)',
    description: `Verified with the ${YOUSIGN_SIGNATURE_HEADER} header (sha256=<HMAC-SHA256 of the raw body>). A duplicate event id is acknowledged and changes nothing.`,
    tags: ['esignature'],
    answers: { 200: RECEIVED_ANSWER },
    signatureHeaders: [YOUSIGN_SIGNATURE_HEADER],
    verify: (body, headers) => app.signatures.parseWebhook(body, headers),
    isRefusal: (error) => error instanceof SignatureWebhookError,
    apply: async (event) => {
      const result = await applySignatureEvent(app, event);
      return { received: true, duplicate: result === 'duplicate' };
    },
  });
  if (app.signatures instanceof SandboxSignatureProvider) {
    await registerSandboxSignatureRoutes(server, app.signatures);
  }
}
