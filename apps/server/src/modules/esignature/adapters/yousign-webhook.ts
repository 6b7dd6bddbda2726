import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignatureWebhookError, type SignatureWebhookEvent } from './signature-provider.js';

/** The header Yousign signs its webhooks with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const YOUSIGN_SIGNATURE_HEADER = 'x-yousign-signature-256';

/** The value of the signature header for a body, as Yousign computes it. */
export function signYousignPayload(rawBody: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

const EVENT_TYPES: Record<string, SignatureWebhookEvent['type']> = {
  'signature_request.done': 'done',
  'signature_request.declined': 'declined',
  'signature_request.expired': 'expired',
  'signature_request.canceled': 'canceled',
};

/**
 * Verifies a Yousign webhook (HMAC-SHA256 of the exact bytes received, compared
 * in constant time) and reads its event. The sandbox signs the same way with
 * the same secret, so this serves both providers.
 */
export function parseYousignWebhook(
  rawBody: Buffer,
  headers: Headers,
  secret: string,
): SignatureWebhookEvent {
  const received = Buffer.from(headers.get(YOUSIGN_SIGNATURE_HEADER) ?? '');
  const expected = Buffer.from(signYousignPayload(rawBody, secret));
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    throw new SignatureWebhookError('The webhook signature does not verify');
  }
  let body: {
    event_id?: unknown;
    event_name?: unknown;
    data?: { signature_request?: { id?: unknown; external_id?: unknown } };
  };
  try {
    body = JSON.parse(rawBody.toString('utf8')) as typeof body;
  } catch {
    throw new SignatureWebhookError('Not a JSON body');
  }
  const request = body.data?.signature_request;
  if (typeof body.event_id !== 'string' || typeof request?.id !== 'string') {
    throw new SignatureWebhookError('Not a signature request event');
  }
  return {
    eventId: body.event_id,
    type: EVENT_TYPES[String(body.event_name)] ?? 'other',
    providerRequestId: request.id,
  };
}
