import { createHmac, timingSafeEqual } from 'node:crypto';
import { BankWebhookError, type BankWebhookEvent } from '../banking-provider.js';
import { readSwanEnvelope } from '../swan-client.js';

/** The header carrying the sandbox bank's signature: `sha256=<HMAC-SHA256 of the raw body, hex>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-bank-signature';

/** Signs a webhook body as the sandbox bank does. */
export function signSandboxBankPayload(payload: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
}

/**
 * Reads a sandbox bank webhook, shaped as Swan's (`eventType`, `eventId`,
 * `eventDate`, `projectId`, `resourceId`), after checking its HMAC over the
 * exact bytes received, in constant time.
 */
export function parseSandboxBankWebhook(
  rawBody: Buffer,
  headers: Headers,
  secret: string,
): BankWebhookEvent {
  const received = headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
  const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new BankWebhookError('Missing or wrong signature');
  }
  const envelope = readSwanEnvelope(rawBody);
  if (!envelope) throw new BankWebhookError('Not a bank event');
  return { eventId: envelope.eventId, type: envelope.eventType, caseId: envelope.resourceId };
}
